import { useId, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import { EMPTY_ENTERED_TIME, type EnteredTime } from './dayStart';
import type { BookingTime, QuoteProblem } from './quote';
import { MAX_RIDE_HOURS, MAX_RIDE_MINUTES } from './rideLength';

type TimeField = Exclude<keyof BookingTime, 'multiDay'>;

/** Which time inputs each problem is about, so they can be marked invalid. */
const INVALID_FIELDS: Partial<Record<QuoteProblem, TimeField[]>> = {
  past: ['date', 'startDate'],
  tooFar: ['date', 'startDate'],
  startPassed: ['dayStart', 'startDate', 'startTime'],
  skippedTime: ['dayStart', 'startDate', 'startTime'],
  zeroTime: ['rideHours', 'rideMinutes'],
  badLength: ['rideHours', 'rideMinutes'],
  endNotAfterStart: ['endDate', 'endTime'],
  tooLong: ['endDate', 'endTime'],
  taken: ['date', 'dayStart', 'startDate', 'endDate'],
};

/** What a number input of the booking takes: whole numbers, with a phone's digit keyboard. */
const WHOLE_NUMBER = { step: 1, min: 0, inputMode: 'numeric' } as const;

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
  const hintId = useId();
  const invalid = (problem && INVALID_FIELDS[problem]) ?? [];

  /**
   * One date, time or number input of the booking, described by the problem when it is about it.
   * The numbers are the ride length's, which also share its hint.
   */
  const input = (
    field: TimeField,
    label: string,
    type: 'date' | 'time' | 'number',
    limit?: { min?: string; max?: number },
  ) => {
    const isInvalid = invalid.includes(field);
    const descriptions = [type === 'number' && hintId, isInvalid && problemId].filter(Boolean);
    return (
      <TextField
        label={label}
        {...limit}
        invalid={isInvalid}
        describedBy={descriptions.join(' ') || undefined}
        name={field}
        type={type}
        required
        {...(type === 'number' ? WHOLE_NUMBER : {})}
        value={time[field]}
        onChange={(value) => setTime((current) => ({ ...current, [field]: value }))}
      />
    );
  };

  const startDate = input('startDate', t('time.startDate'), 'date', { min: today });
  const startTime = input('startTime', t('time.startTime'), 'time');
  const endDate = input('endDate', t('time.endDate'), 'date', { min: time.startDate || today });
  const endTime = input('endTime', t('time.endTime'), 'time');
  const date = input('date', t('time.date'), 'date', { min: today });
  const dayStart = input('dayStart', t('time.dayStart'), 'time');
  const rideHours = input('rideHours', t('time.hours'), 'number', { max: MAX_RIDE_HOURS });
  const rideMinutes = input('rideMinutes', t('time.minutes'), 'number', { max: MAX_RIDE_MINUTES });

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
            {startDate}
            {startTime}
          </div>
          <div className="booking-reserve-form__pair">
            {endDate}
            {endTime}
          </div>
        </div>
      ) : (
        <div className="booking-reserve-form__pair">
          {date}
          {dayStart}
          {/* How long, as a length: a time input would read 2.5 hours as "02:30 AM". */}
          <fieldset className="booking-reserve-form__length">
            <legend>{t('time.length')}</legend>
            <div className="booking-reserve-form__length-inputs">
              {rideHours}
              {rideMinutes}
            </div>
            <small id={hintId} className="booking-reserve-form__length-hint">
              {t('time.lengthHint')}
            </small>
          </fieldset>
        </div>
      )}
    </>
  );
}
