import type { Dispatch, SetStateAction } from 'react';
import { TextField } from 'shared-ui';
import type { EnteredTime } from './dayStart';
import type { BookingTime, QuoteProblem } from './quote';

export type TimeField = Exclude<keyof BookingTime, 'multiDay'>;

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

export function invalidFields(problem: QuoteProblem | null): ReadonlySet<TimeField> {
  return new Set(problem === null ? [] : INVALID_FIELDS[problem]);
}

export interface TimeState {
  /** The entry as the rules read it: what the inputs show. */
  time: BookingTime;
  setTime: Dispatch<SetStateAction<EnteredTime>>;
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
  /** More ids that describe the input (a hint shared by several inputs). */
  describedBy?: string;
}

/** What a number input of the booking takes: whole numbers, with a phone's digit keyboard. */
const WHOLE_NUMBER = { step: 1, inputMode: 'numeric' } as const;

/** One date, time or number input of the booking. */
export function TimeInput({
  field,
  type,
  describedBy,
  time,
  setTime,
  invalid,
  problemId,
  ...input
}: TimeInputProps) {
  const isInvalid = invalid.has(field);
  const descriptions = [describedBy, isInvalid ? problemId : undefined].filter(Boolean).join(' ');
  return (
    <TextField
      {...input}
      invalid={isInvalid}
      describedBy={descriptions || undefined}
      name={field}
      type={type}
      required
      {...(type === 'number' ? WHOLE_NUMBER : {})}
      value={time[field]}
      onChange={(value) => setTime((current) => ({ ...current, [field]: value }))}
    />
  );
}
