import { useId, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from 'shared-ui';
import { EMPTY_BOOKING_TIME, type BookingTime, type QuoteProblem } from './quote';
import { MAX_RIDE_HOURS, MAX_RIDE_MINUTES } from './rideLength';

type TimeField = Exclude<keyof BookingTime, 'multiDay'>;

/** Which time inputs a problem is about, so they can be marked invalid. */
function invalidFields(problem: QuoteProblem | null): ReadonlySet<TimeField> {
  switch (problem) {
    case 'past':
    case 'tooFar':
      return new Set(['date', 'startDate']);
    case 'startPassed':
    case 'skippedTime':
      return new Set(['startDate', 'startTime']);
    case 'zeroTime':
    case 'badLength':
      return new Set(['rideHours', 'rideMinutes']);
    case 'endNotAfterStart':
    case 'tooLong':
      return new Set(['endDate', 'endTime']);
    case 'taken':
      return new Set(['date', 'startDate', 'endDate']);
    default:
      return new Set();
  }
}

interface TimeState {
  time: BookingTime;
  setTime: Dispatch<SetStateAction<BookingTime>>;
  invalid: ReadonlySet<TimeField>;
  /** Where the problem with the entry is said, for the inputs it is about. */
  problemId: string;
}

interface TimeInputProps extends TimeState {
  field: TimeField;
  label: string;
  type: 'date' | 'time' | 'number';
  min?: string;
  max?: string;
  hint?: string;
  /** More ids that describe the input (a hint shared by several inputs). */
  describedBy?: string;
}

/** What a number input of the booking takes: whole numbers, with a phone's digit keyboard. */
const WHOLE_NUMBER = { step: 1, inputMode: 'numeric' } as const;

/** One date, time or number input of the booking. */
function TimeInput({
  field,
  label,
  type,
  min,
  max,
  hint,
  describedBy,
  time,
  setTime,
  invalid,
  problemId,
}: TimeInputProps) {
  const isInvalid = invalid.has(field);
  const descriptions = [describedBy, isInvalid ? problemId : undefined].filter(Boolean).join(' ');
  return (
    <Field label={label} hint={hint} invalid={isInvalid} describedBy={descriptions || undefined}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={type}
          required
          min={min}
          max={max}
          {...(type === 'number' ? WHOLE_NUMBER : {})}
          value={time[field]}
          onChange={(event) => {
            const { value } = event.target;
            setTime((current) => ({ ...current, [field]: value }));
          }}
        />
      )}
    </Field>
  );
}

const LENGTH_PARTS = [
  { field: 'rideHours', labelKey: 'time.hours', max: MAX_RIDE_HOURS },
  { field: 'rideMinutes', labelKey: 'time.minutes', max: MAX_RIDE_MINUTES },
] as const;

/**
 * How long the single day's ride lasts, as a length: hours and minutes in a group named "Ride
 * length" (a time input would read 2.5 hours as "02:30 AM").
 */
function RideLength(state: TimeState) {
  const hintId = useId();
  const { t } = useTranslation('booking');
  return (
    <fieldset className="booking-reserve-form__length">
      <legend>{t('time.length')}</legend>
      <div className="booking-reserve-form__length-inputs">
        {LENGTH_PARTS.map(({ field, labelKey, max }) => (
          <TimeInput
            key={field}
            {...state}
            field={field}
            label={t(labelKey)}
            type="number"
            min="0"
            max={String(max)}
            describedBy={hintId}
          />
        ))}
      </div>
      <small id={hintId} className="booking-reserve-form__length-hint">
        {t('time.lengthHint')}
      </small>
    </fieldset>
  );
}

interface BookingTimeFieldsProps {
  time: BookingTime;
  setTime: Dispatch<SetStateAction<BookingTime>>;
  /** Why the entry cannot be booked yet; the inputs it is about are marked invalid. */
  problem: QuoteProblem | null;
  /** Where that problem is said (the summary). */
  problemId: string;
  /** The shop's today: no earlier date is offered. */
  today: string;
}

/**
 * When: one day (a date and how long, in hours and minutes) or, with "More than one day", a from and a to
 * date and time. Switching clears the dates and times entered.
 */
export function BookingTimeFields({
  time,
  setTime,
  problem,
  problemId,
  today,
}: BookingTimeFieldsProps) {
  const { t } = useTranslation('booking');
  const state: TimeState = { time, setTime, invalid: invalidFields(problem), problemId };
  return (
    <>
      <label className="form__check">
        <input
          type="checkbox"
          name="multiDay"
          checked={time.multiDay}
          onChange={(event) => setTime({ ...EMPTY_BOOKING_TIME, multiDay: event.target.checked })}
        />
        <span>{t('time.multiDay')}</span>
      </label>
      {time.multiDay ? (
        <div className="booking-reserve-form__pairs">
          <div className="booking-reserve-form__pair">
            <TimeInput
              {...state}
              field="startDate"
              label={t('time.startDate')}
              type="date"
              min={today}
            />
            <TimeInput {...state} field="startTime" label={t('time.startTime')} type="time" />
          </div>
          <div className="booking-reserve-form__pair">
            <TimeInput
              {...state}
              field="endDate"
              label={t('time.endDate')}
              type="date"
              min={time.startDate || today}
            />
            <TimeInput {...state} field="endTime" label={t('time.endTime')} type="time" />
          </div>
        </div>
      ) : (
        <div className="booking-reserve-form__pair">
          <TimeInput {...state} field="date" label={t('time.date')} type="date" min={today} />
          <RideLength {...state} />
        </div>
      )}
    </>
  );
}
