import { useId, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import { EMPTY_WHEN, MAX_HOURS, MAX_MINUTES, type WhenEntry, type WhenField } from './whenEntry';

type EntryField = Exclude<keyof WhenEntry, 'multiDay'>;

/** What a number input of the form takes: whole numbers, with a phone's digit keyboard. */
const WHOLE_NUMBER = { step: 1, inputMode: 'numeric' } as const;

interface FieldsProps {
  entry: WhenEntry;
  setEntry: Dispatch<SetStateAction<WhenEntry>>;
  /** The sentence to say beside each input that has a problem. */
  said: Partial<Record<WhenField, string>>;
  /** The shop's today, once the api has said it: no earlier day is offered. */
  today: string | undefined;
}

interface InputProps extends FieldsProps {
  field: EntryField;
  label: string;
  type: 'date' | 'time' | 'number';
  min?: string;
  max?: string;
  /** Where the input's problem is said when it is not under the input itself (the length's). */
  problemId?: string;
}

function WhenInput({ entry, setEntry, said, field, label, type, min, max, problemId }: InputProps) {
  const own = field === 'hours' || field === 'minutes' ? undefined : said[field];
  return (
    <TextField
      label={label}
      error={own}
      invalid={Boolean(problemId)}
      describedBy={problemId}
      name={field}
      type={type}
      min={min}
      max={max}
      {...(type === 'number' ? WHOLE_NUMBER : {})}
      value={entry[field]}
      onChange={(value) => setEntry((current) => ({ ...current, [field]: value }))}
    />
  );
}

const LENGTH_PARTS = [
  { field: 'hours', labelKey: 'when.hours', max: MAX_HOURS },
  { field: 'minutes', labelKey: 'when.minutes', max: MAX_MINUTES },
] as const;

/** How long a one-day ride lasts: hours and minutes in a group, its problem said under both. */
function LengthInputs(props: FieldsProps) {
  const { t } = useTranslation('catalog');
  const problemId = useId();
  const problem = props.said.length;
  const tied = problem ? problemId : undefined;
  return (
    <fieldset className="catalog-when__length">
      <legend>{t('when.length')}</legend>
      <div className="catalog-when__row">
        {LENGTH_PARTS.map(({ field, labelKey, max }) => (
          <WhenInput
            key={field}
            {...props}
            field={field}
            label={t(labelKey)}
            type="number"
            min="0"
            max={String(max)}
            problemId={tied}
          />
        ))}
      </div>
      {problem && (
        <p id={problemId} className="form__error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The "When?" inputs: a day, a start time and a length, or with "More than one day" a from and a
 * to day and time (as the reserve form offers). Switching keeps the start and clears the rest.
 */
export function WhenFields(props: FieldsProps) {
  const { t } = useTranslation('catalog');
  const { entry, setEntry, today } = props;
  const multiDay = entry.multiDay;
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
        <WhenInput
          {...props}
          field="date"
          label={t(multiDay ? 'when.startDate' : 'when.date')}
          type="date"
          min={today}
        />
        <WhenInput
          {...props}
          field="startTime"
          label={t(multiDay ? 'when.startTimeMulti' : 'when.startTime')}
          type="time"
        />
      </div>
      {multiDay ? (
        <div className="catalog-when__row">
          <WhenInput
            {...props}
            field="endDate"
            label={t('when.endDate')}
            type="date"
            min={entry.date || today}
          />
          <WhenInput {...props} field="endTime" label={t('when.endTime')} type="time" />
        </div>
      ) : (
        <LengthInputs {...props} />
      )}
    </>
  );
}
