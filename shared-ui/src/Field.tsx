import { useId, type ReactNode } from 'react';

/** What `Field` hands its control: spread it on the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** A short help line under the control, read with it by screen readers. */
  hint?: ReactNode;
  /** What is wrong with the value: shown under the control, read with it, and marks it invalid. */
  error?: ReactNode;
  /** Announce a new error at once (role="alert"), for errors that appear without a form submit. */
  announceError?: boolean;
  /** Marks the control invalid when its problem is said elsewhere (name that place in `describedBy`). */
  invalid?: boolean;
  /** Ids of other elements that describe the control: a note under it, a problem said elsewhere. */
  describedBy?: string;
  /** The control's id; generated when absent. */
  id?: string;
  /** More content under the control, after the hint and the error (notes, a price). */
  details?: ReactNode;
  /** The control itself, given the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form control: the label above, then the control, its hint and its error. Every
 * form of the product draws its fields with this, so they look and read the same.
 */
export function Field({
  label,
  hint,
  error,
  announceError = false,
  invalid = false,
  describedBy,
  id,
  details,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const descriptions = [hint && hintId, hasError && errorId, describedBy].filter(Boolean);
  return (
    <div className="form__field">
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-describedby': descriptions.join(' ') || undefined,
        'aria-invalid': hasError || invalid || undefined,
      })}
      {hint && <small id={hintId}>{hint}</small>}
      {hasError && (
        <p id={errorId} className="form__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {details}
    </div>
  );
}
