import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetShopQuery } from 'shared-auth/api';
import { ruleSentence, type TimeWindow } from 'shared-domain';
import { MessageBox } from 'shared-ui';
import '../locales/rules';
import { WhenFields } from './WhenFields';
import {
  EMPTY_WHEN,
  entryOfWindow,
  MAX_HOURS,
  MAX_MINUTES,
  windowOfEntry,
  type WhenField,
  type WhenProblem,
  type WhenProblems,
} from './whenEntry';
import './when-form.css';

interface WhenFormProps {
  /** The window the address names, which the form shows (and says what is wrong with). */
  named: TimeWindow | null;
  /** The api's sentences when it refused the window anyway. */
  refusal?: string | string[];
  /** The shop's time zone, on whose clock "now" is read. */
  timeZone: string;
  onSearch: (asked: TimeWindow) => void;
  onClear: () => void;
}

/** The order in which the inputs come, for the keyboard focus after a refused submit. */
const FIELD_ORDER: WhenField[] = ['date', 'startTime', 'length', 'endDate', 'endTime'];

/**
 * "When?": the time the rider wants a Vespa for. A window the rules refuse (shared-domain's, the
 * api's own) is said beside its inputs and never sent; "Any time" goes back to the whole list.
 * The page gives it a new key when the address changes, so it always starts from the address.
 */
export function WhenForm({ named, refusal, timeZone, onSearch, onClear }: WhenFormProps) {
  const { t } = useTranslation(['catalog', 'rules']);
  const titleId = useId();
  // The shop's date as the api read it: working it out here from the zone would cost a slow
  // phone's first paint tens of milliseconds (docs/PERFORMANCE.md). The rules on submit read the
  // clock themselves.
  const today = useGetShopQuery().data?.today;
  const [entry, setEntry] = useState(() => (named ? entryOfWindow(named) : EMPTY_WHEN));
  // An address with a window the rules refuse (an old shared link) says why at once.
  const [problems, setProblems] = useState<WhenProblems>(() => {
    if (!named) return {};
    const read = windowOfEntry(entryOfWindow(named), new Date(), timeZone);
    return 'problems' in read ? read.problems : {};
  });

  const sentence = (problem: WhenProblem) =>
    'rule' in problem
      ? ruleSentence(t, problem.rule)
      : t(problem.entry, { hours: MAX_HOURS, minutes: MAX_MINUTES });
  const said = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, sentence(problem)]),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = windowOfEntry(entry, new Date(), timeZone);
    if ('window' in read) {
      setProblems({});
      onSearch(read.window);
      return;
    }
    setProblems(read.problems);
    const first = FIELD_ORDER.find((field) => read.problems[field]);
    const name = first === 'length' ? 'hours' : first;
    const input = name && event.currentTarget.elements.namedItem(name);
    if (input instanceof HTMLElement) input.focus();
  };

  const clear = () => {
    setEntry(EMPTY_WHEN);
    setProblems({});
    onClear();
  };

  return (
    <form className="form catalog-when" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="catalog-when__title">
        {t('when.title')}
      </h2>
      <p className="catalog-when__hint">{t('when.hint')}</p>
      <WhenFields entry={entry} setEntry={setEntry} said={said} today={today} />
      {refusal !== undefined && <MessageBox message={refusal} error />}
      <div className="catalog-when__actions">
        <button type="submit" className="button catalog-when__button">
          {t('when.submit')}
        </button>
        {(named || entry !== EMPTY_WHEN) && (
          <button
            type="button"
            className="button button--secondary catalog-when__button"
            onClick={clear}
          >
            {t('when.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
