import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  hint?: string;
  onChange: (value: string) => void;
}

/** A labelled input of the sign-in forms, with an optional hint read by screen readers. */
export function TextField({ label, hint, onChange, name, ...input }: Props) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <label className="form__field">
      <span>{label}</span>
      <input
        name={name}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint && <small id={hintId}>{hint}</small>}
    </label>
  );
}
