import type { Dispatch, SetStateAction } from 'react';
import { Field } from 'shared-auth';
import { EMPTY_BOOKING_TIME, type BookingTime, type QuoteProblem } from './quote';

type TimeField = Exclude<keyof BookingTime, 'multiDay'>;

/** Which time inputs a problem is about, so they can be marked invalid. */
function invalidFields(problem: QuoteProblem | null): ReadonlySet<TimeField> {
  switch (problem) {
    case 'past':
    case 'tooFar':
      return new Set(['date', 'startDate']);
    case 'zeroTime':
      return new Set(['time']);
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
  type: 'date' | 'time';
  min?: string;
  hint?: string;
}

/** One date or time input of the booking. */
function TimeInput({
  field,
  label,
  type,
  min,
  hint,
  time,
  setTime,
  invalid,
  problemId,
}: TimeInputProps) {
  const isInvalid = invalid.has(field);
  return (
    <Field
      label={label}
      hint={hint}
      invalid={isInvalid}
      describedBy={isInvalid ? problemId : undefined}
    >
      {(control) => (
        <input
          {...control}
          name={field}
          type={type}
          required
          min={min}
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

interface BookingTimeFieldsProps {
  time: BookingTime;
  setTime: Dispatch<SetStateAction<BookingTime>>;
  /** Why the entry cannot be booked yet; the inputs it is about are marked invalid. */
  problem: QuoteProblem | null;
  /** Where that problem is said (the summary). */
  problemId: string;
  today: string;
}

/**
 * When: one day (a date and how long, as a time) or, with "More than one day", a from and a to
 * date and time. Switching clears the dates and times entered.
 */
export function BookingTimeFields({
  time,
  setTime,
  problem,
  problemId,
  today,
}: BookingTimeFieldsProps) {
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
        <span>More than one day</span>
      </label>
      {time.multiDay ? (
        <div className="booking-reserve-form__pairs">
          <div className="booking-reserve-form__pair">
            <TimeInput {...state} field="startDate" label="From date" type="date" min={today} />
            <TimeInput {...state} field="startTime" label="From time" type="time" />
          </div>
          <div className="booking-reserve-form__pair">
            <TimeInput
              {...state}
              field="endDate"
              label="To date"
              type="date"
              min={time.startDate || today}
            />
            <TimeInput {...state} field="endTime" label="To time" type="time" />
          </div>
        </div>
      ) : (
        <div className="booking-reserve-form__pair">
          <TimeInput {...state} field="date" label="Date" type="date" min={today} />
          <TimeInput
            {...state}
            field="time"
            label="Time"
            type="time"
            hint="How long you will ride, in hours and minutes: 02:30 is 2.5 hours."
          />
        </div>
      )}
    </>
  );
}
