import { useId, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_ENTERED_TIME, type EnteredTime } from './dayStart';
import type { BookingTime, QuoteProblem } from './quote';
import { MAX_RIDE_HOURS, MAX_RIDE_MINUTES } from './rideLength';
import { invalidFields, TimeInput, type TimeState } from './TimeInput';

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
  /** The entry as the rules read it, the single day's default start filled in. */
  time: BookingTime;
  setTime: Dispatch<SetStateAction<EnteredTime>>;
  /** Why the entry cannot be booked yet; the inputs it is about are marked invalid. */
  problem: QuoteProblem | null;
  /** Where that problem is said (the summary). */
  problemId: string;
  /** The shop's today: no earlier date is offered. */
  today: string;
}

/**
 * When: one day (a date, a start time, by default the next whole hour on the shop's clock, and how
 * long, in hours and minutes) or, with "More than one day", a from and a to date and time.
 * Switching clears the dates and times entered.
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
          onChange={(event) => setTime({ ...EMPTY_ENTERED_TIME, multiDay: event.target.checked })}
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
          <TimeInput {...state} field="dayStart" label={t('time.dayStart')} type="time" />
          <RideLength {...state} />
        </div>
      )}
    </>
  );
}
