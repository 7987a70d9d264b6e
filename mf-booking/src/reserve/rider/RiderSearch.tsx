import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from 'shared-domain';
import { LiveRegion, TextField } from 'shared-ui';
import { useRiderSearch } from './useRiderSearch';

/** What the search says of its answer, shown and announced: how many people were found. */
function useAnswerText(answer: ReturnType<typeof useRiderSearch>['answer']): string {
  const { t } = useTranslation('booking');
  if (!answer) return '';
  if (answer.isFetching) return t('rider.searching');
  if (answer.isError) return t('rider.failed');
  const count = answer.data?.length ?? 0;
  return count === 0 ? t('rider.none') : t('rider.found', { count });
}

/**
 * The rider search at the desk, the ARIA combobox pattern with a list: the shop's people by the
 * start of a name, email or phone, each with their email; a blocked one is listed as blocked and
 * cannot be chosen. The input is named `rider`, so the form's Enter finds it when it is missing.
 */
export function RiderSearch({
  onChoose,
  autoFocus,
}: {
  onChoose: (person: Person) => void;
  autoFocus: boolean;
}) {
  const { t } = useTranslation('booking');
  const search = useRiderSearch(onChoose);
  const { people, active } = search;
  const listId = useId();
  const optionId = (person: Person) => `${listId}-${person.id}`;
  const answerText = useAnswerText(search.answer);
  const activePerson = people[active];

  const list = (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('rider.list')}
      className="booking-rider__list"
      hidden={people.length === 0}
    >
      {people.map((person, index) => (
        <li
          key={person.id}
          id={optionId(person)}
          role="option"
          aria-selected={index === active}
          aria-disabled={person.blocked || undefined}
          className="booking-rider__option"
          // The input keeps the focus (and its list) while the pointer chooses.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => search.choose(person)}
        >
          <span>{person.name}</span> <span className="booking-rider__email">{person.email}</span>
          {person.blocked && <span className="booking-rider__blocked"> {t('rider.blocked')}</span>}
        </li>
      ))}
    </ul>
  );
  return (
    <TextField
      label={t('rider.search')}
      hint={t('rider.hint')}
      details={
        <>
          {list}
          <LiveRegion>{answerText && <small>{answerText}</small>}</LiveRegion>
        </>
      }
      name="rider"
      type="text"
      role="combobox"
      autoComplete="off"
      // Only once the desk came back to the search (Change rider), never on the first paint.
      autoFocus={autoFocus}
      aria-autocomplete="list"
      aria-expanded={people.length > 0}
      aria-controls={listId}
      aria-activedescendant={activePerson ? optionId(activePerson) : undefined}
      value={search.text}
      onChange={search.type}
      onKeyDown={search.onKeyDown}
      onBlur={search.close}
    />
  );
}
