import { useId, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import { EMPTY_WHEN, MAX_HOURS, MAX_MINUTES, type WhenEntry, type WhenField } from './whenEntry';

/** What a number input of the form takes: whole numbers, with a phone's digit keyboard. */
const WHOLE_NUMBER = { step: 1, min: 0, inputMode: 'numeric' } as const;

interface FieldsProps {
  entry: WhenEntry;
  setEntry: Dispatch<SetStateAction<WhenEntry>>;
  /** The sentence to say beside each input that has a problem. */
  said: Partial<Record<WhenField, string>>;
  /** The shop's today, once the api has said it: no earlier day is offered. */
  today: string | undefined;
}

/**
 * The "When?" inputs: a day, a start time and a length, or with "More than one day" a from and a
 * to day and time (as the reserve form offers). Switching keeps the start and clears the rest.
 * A one-day ride's length is hours and minutes in a group, its problem said under both.
 */
export function WhenFields({ entry, setEntry, said, today }: FieldsProps) {
  const { t } = useTranslation('catalog');
  const problemId = useId();
  const multiDay = entry.multiDay;
  // Where the length's problem is said while it has one (under both of its inputs).
  const lengthProblemId = said.length ? problemId : undefined;

  const input = (
    field: Exclude<keyof WhenEntry, 'multiDay'>,
    label: string,
    type: 'date' | 'time' | 'number',
    limit?: { min?: string; max?: number },
  ) => {
    const length = field === 'hours' || field === 'minutes';
    return (
      <TextField
        label={label}
        {...limit}
        error={length ? undefined : said[field]}
        invalid={length && Boolean(lengthProblemId)}
        describedBy={length ? lengthProblemId : undefined}
        name={field}
        type={type}
        {...(length ? WHOLE_NUMBER : {})}
        value={entry[field]}
        onChange={(value) => setEntry((current) => ({ ...current, [field]: value }))}
      />
    );
  };

  const date = input('date', t(multiDay ? 'when.startDate' : 'when.date'), 'date', { min: today });
  const startTime = input(
    'startTime',
    t(multiDay ? 'when.startTimeMulti' : 'when.startTime'),
    'time',
  );
  const endDate = input('endDate', t('when.endDate'), 'date', { min: entry.date || today });
  const endTime = input('endTime', t('when.endTime'), 'time');
  const hours = input('hours', t('when.hours'), 'number', { max: MAX_HOURS });
  const minutes = input('minutes', t('when.minutes'), 'number', { max: MAX_MINUTES });

  return (
    <>
      <label className="form__check">
        <input
          type="checkbox"
          name="multiDay"
          checked={multiDay}
          onChange={(event) =>
            setEntry((current) => ({
              ...EMPTY_WHEN,
              date: current.date,
              startTime: current.startTime,
              multiDay: event.target.checked,
            }))
          }
        />
        <span>{t('when.multiDay')}</span>
      </label>
      <div className="catalog-when__row">
        {date}
        {startTime}
      </div>
      {multiDay ? (
        <div className="catalog-when__row">
          {endDate}
          {endTime}
        </div>
      ) : (
        <fieldset className="catalog-when__length">
          <legend>{t('when.length')}</legend>
          <div className="catalog-when__row">
            {hours}
            {minutes}
          </div>
          {said.length && (
            <p id={problemId} className="form__error">
              {said.length}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
