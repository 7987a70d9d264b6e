import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { Field, TextField } from 'shared-ui';
import {
  DESK_NOTE_MAX_LENGTH,
  odometerProblem,
  ruleSentence,
  type AdminReservation,
} from 'shared-domain';
import { useStepMoney } from '../money/useStepMoney';
import { FORM_NAMESPACES } from '../ui/i18n';
import { useCheckedSubmit } from '../ui/useCheckedSubmit';
import { useRecordStepMutation } from './deskApi';
import { DeskSubmit } from './DeskSubmit';

/** The odometer as typed: whole kilometres, or NaN for anything else (the rule then says so). */
export function odometerValue(text: string): number {
  const digits = text.trim();
  return /^\d{1,12}$/.test(digits) ? Number(digits) : NaN;
}

/** Leaves out a note that only looks blank. */
const optional = (text: string) => (text.trim() ? text.trim() : undefined);

interface Props {
  /** A confirmed ride's scooter is handed over; one that is out is taken back. */
  reservation: AdminReservation;
  /** The shop's wall clock (epoch ms read as UTC) as of the data shown. */
  now: number;
  /** Called once the step and its money are recorded, with what to tell the desk. */
  onRecorded: (message: string) => void;
}

/**
 * Hand over (odometer, an optional note) or take back (odometer, damage, a note), with the money
 * of the step (useStepMoney), sent with it: the api records both or neither. The odometer and
 * the money are checked before anything is sent:
 * the odometer with the api's own rule, whole kilometres, 0 or more, and at take-back not below
 * what it showed at hand-over (docs/PRODUCT.md, "The shop's desk"). The first field found wrong
 * takes the focus.
 */
export function HandoverForm({ reservation, now, onRecorded }: Props) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const [odometer, setOdometer] = useState('');
  const [damage, setDamage] = useState('');
  const [note, setNote] = useState('');
  const [recordStep, request] = useRecordStepMutation();
  const returning = reservation.status === 'out';
  const step = returning ? 'return' : 'pickup';
  const label = returning ? t('desk.takeBack') : t('desk.handOver');
  const status = describeRequest(
    request,
    returning ? t('desk.takeBack.pending') : t('desk.handOver.pending'),
  );
  const value = odometerValue(odometer);
  const pickupKm = returning ? reservation.pickup_odometer_km : undefined;
  const problem = odometerProblem(value, pickupKm);
  const money = useStepMoney({ step, reservation, now, damage });

  /** A text of the step (the damage, a note): a few lines, at most what the api keeps. */
  const longText = (label: string, text: string, set: (text: string) => void, hint?: string) => (
    <Field label={label} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          rows={2}
          maxLength={DESK_NOTE_MAX_LENGTH}
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      )}
    </Field>
  );

  const { form, tried, onSubmit } = useCheckedSubmit(status.loading, async () => {
    const { lines, ok } = money.check();
    if (problem || !ok) return false;
    const { id } = reservation;
    const body = { odometer_km: value, note: optional(note), money: lines };
    const result = await recordStep(
      returning
        ? { id, step: 'return', body: { ...body, damage: optional(damage) } }
        : { id, step: 'pickup', body },
    );
    if (result.data) {
      const { message } = result.data;
      onRecorded(
        lines.length === 0 ? message : t('money.recorded', { step: message, count: lines.length }),
      );
    }
  });

  return (
    <>
      <h3 className="admin-desk-step">{label}</h3>
      <form ref={form} className="form admin-desk-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('handover.odometer')}
          hint={
            pickupKm === undefined
              ? t('handover.odometer.hint')
              : t('handover.odometer.atPickup', { km: pickupKm })
          }
          error={tried && problem ? ruleSentence(t, problem) : null}
          inputMode="numeric"
          autoComplete="off"
          value={odometer}
          onChange={setOdometer}
        />
        {returning && longText(t('handover.damage'), damage, setDamage, t('handover.damage.hint'))}
        {longText(t('handover.note'), note, setNote)}
        {money.fields}
        <DeskSubmit status={status}>{label}</DeskSubmit>
      </form>
    </>
  );
}
