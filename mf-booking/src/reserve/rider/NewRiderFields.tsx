import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest, errorMessage } from 'shared-auth';
import { PHONE_MAX_LENGTH, signupFieldProblem, type Person } from 'shared-domain';
import { MessageBox, PendingButton, TextField } from 'shared-ui';
import { ruleText } from '../ruleText';
import { useAddRiderMutation, type EmailTaken } from './peopleApi';

const EMPTY = { name: '', email: '', phone: '' };
/** The fields the signup's rules check, in their order, each with its input's name. */
const CHECKED = { name: 'riderName', email: 'riderEmail' } as const;

/** The person a 409 names: the address already has an account. */
function takenBy(error: unknown): Person | null {
  const answer = error as { status?: unknown; data?: EmailTaken } | undefined;
  return answer?.status === 409 && answer.data ? answer.data.data : null;
}

interface Props {
  autoFocus: boolean;
  /** The rider added, or the person the address already belongs to, chosen. */
  onChoose: (person: Person) => void;
  onCancel: () => void;
}

/**
 * A walk-in rider's account, made at the desk: a name and an email under the signup's rules (the
 * api's own sentences) and a phone. Its fields sit inside the reserve form, so its own Enter adds
 * the rider instead of booking. An address that has an account offers that person instead.
 */
export function NewRiderFields({ autoFocus, onChoose, onCancel }: Props) {
  const { t } = useTranslation('booking');
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const fields = useRef<HTMLFieldSetElement>(null);
  const [addRider, request] = useAddRiderMutation();
  const status = describeRequest(request, t('newRider.pending'));
  const existing = takenBy(request.error);
  const problem = (field: keyof typeof CHECKED) => {
    const found = tried && signupFieldProblem(field, values[field]);
    return found ? ruleText(found) : null;
  };
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const add = async () => {
    setTried(true);
    if (status.loading) return;
    const wrong = (['name', 'email'] as const).find((f) => signupFieldProblem(f, values[f]));
    if (wrong) {
      fields.current?.querySelector<HTMLElement>(`[name="${CHECKED[wrong]}"]`)?.focus();
      return;
    }
    const phone = values.phone.trim();
    const result = await addRider({
      name: values.name.trim(),
      email: values.email.trim(),
      ...(phone ? { phone } : {}),
    });
    if (result.data) onChoose(result.data.data);
  };
  const enterAdds = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    event.stopPropagation();
    void add();
  };

  return (
    <fieldset ref={fields} className="booking-rider__new" onKeyDown={enterAdds}>
      <legend>{t('newRider.title')}</legend>
      <TextField
        label={t('form.name')}
        name={CHECKED.name}
        autoComplete="off"
        autoFocus={autoFocus}
        error={problem('name')}
        value={values.name}
        onChange={set('name')}
      />
      <TextField
        label={t('newRider.email')}
        name={CHECKED.email}
        type="email"
        autoComplete="off"
        error={problem('email')}
        value={values.email}
        onChange={set('email')}
      />
      <TextField
        label={t('newRider.phone')}
        name="riderPhone"
        type="tel"
        autoComplete="off"
        maxLength={PHONE_MAX_LENGTH}
        value={values.phone}
        onChange={set('phone')}
      />
      <MessageBox message={request.isError ? errorMessage(request.error) : ''} error />
      {existing &&
        (existing.blocked ? (
          <p className="booking-rider__blocked">{t('newRider.existingBlocked')}</p>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChoose(existing)}
          >
            {t('newRider.chooseExisting', { name: existing.name, email: existing.email })}
          </button>
        ))}
      <div className="booking-rider__actions">
        <PendingButton
          className="button"
          pending={status.loading}
          pendingText={status.message}
          onClick={() => void add()}
        >
          {t('newRider.add')}
        </PendingButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('newRider.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
