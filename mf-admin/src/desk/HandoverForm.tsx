import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { Field, MessageBox, PendingButton, TextField } from 'shared-ui';
import {
  DESK_NOTE_MAX_LENGTH,
  odometerProblem,
  ruleSentence,
  type AdminReservation,
} from 'shared-domain';
import { FORM_NAMESPACES } from '../ui/i18n';
import { useHandOverMutation, useTakeBackMutation } from './deskApi';

/** The odometer as typed: whole kilometres, or NaN for anything else (the rule then says so). */
export function odometerValue(text: string): number {
  const digits = text.trim();
  return /^\d{1,12}$/.test(digits) ? Number(digits) : NaN;
}

/** Leaves out a note that only looks blank. */
const optional = (text: string) => (text.trim() ? text.trim() : undefined);

interface Props {
  reservation: AdminReservation;
  /** 'pickup' hands the scooter over; 'return' takes it back. */
  step: 'pickup' | 'return';
  /** Called with the api's message once the step is recorded. */
  onDone: (message: string) => void;
}

/**
 * Hand over (odometer, an optional note) or take back (odometer, damage, a note). The odometer is
 * checked with the api's own rule before anything is sent: whole kilometres, 0 or more, and at
 * take-back not below what it showed at hand-over (docs/PRODUCT.md, "The shop's desk").
 */
export function HandoverForm({ reservation, step, onDone }: Props) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const [odometer, setOdometer] = useState('');
  const [damage, setDamage] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const odometerField = useRef<HTMLInputElement>(null);
  const [handOver, pickupRequest] = useHandOverMutation();
  const [takeBack, returnRequest] = useTakeBackMutation();
  const returning = step === 'return';
  const label = returning ? t('desk.takeBack') : t('desk.handOver');
  const status = describeRequest(
    returning ? returnRequest : pickupRequest,
    returning ? t('desk.takeBack.pending') : t('desk.handOver.pending'),
  );
  const value = odometerValue(odometer);
  const pickupKm = returning ? reservation.pickup_odometer_km : undefined;
  const problem = odometerProblem(value, pickupKm);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.loading) return;
    setTried(true);
    if (problem) {
      odometerField.current?.focus();
      return;
    }
    const { id } = reservation;
    const result = returning
      ? await takeBack({
          id,
          body: { odometer_km: value, damage: optional(damage), note: optional(note) },
        })
      : await handOver({ id, body: { odometer_km: value, note: optional(note) } });
    if (result.data) onDone(result.data.message);
  };

  return (
    <form className="form admin-desk-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('handover.odometer')}
        hint={
          pickupKm === undefined
            ? t('handover.odometer.hint')
            : t('handover.odometer.atPickup', { km: pickupKm })
        }
        error={tried && problem ? ruleSentence(t, problem) : null}
        ref={odometerField}
        inputMode="numeric"
        autoComplete="off"
        value={odometer}
        onChange={setOdometer}
      />
      {returning && (
        <Field label={t('handover.damage')} hint={t('handover.damage.hint')}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={DESK_NOTE_MAX_LENGTH}
              value={damage}
              onChange={(event) => setDamage(event.target.value)}
            />
          )}
        </Field>
      )}
      <Field label={t('handover.note')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={DESK_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      {status.error && <MessageBox message={status.message} error />}
      <PendingButton
        type="submit"
        className="button admin-desk-button"
        pending={status.loading}
        pendingText={status.message}
      >
        {label}
      </PendingButton>
    </form>
  );
}
