import { useEffect, useState, type KeyboardEvent } from 'react';
import type { Person } from 'shared-domain';
import { useFindRidersQuery } from './peopleApi';

/** How long the search waits after the last key before it asks the api. */
const SEARCH_DELAY_MS = 300;

/**
 * The rider search's state: what is typed, the people found for it (asked a moment after the
 * last key, at once on Enter), whether the list is open and which option is active, and the keys
 * of the ARIA combobox pattern: Down and Up move through the list (opening it), Enter chooses the
 * active person, Escape closes the list, then empties the field.
 */
export function useRiderSearch(onChoose: (person: Person) => void) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const words = text.trim();
    if (words === query) return undefined;
    const timer = setTimeout(() => setQuery(words), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query]);
  const found = useFindRidersQuery(query, { skip: query === '' });
  // Shown only for what is typed now: the answer to an earlier text is not this one's.
  const current = query === text.trim() ? found : undefined;
  const people = (open && current?.data) || [];

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (person: Person | undefined) => {
    // A blocked account cannot book (docs/PRODUCT.md, "Who can do what"): it is listed, not chosen.
    if (!person || person.blocked) return;
    close();
    onChoose(person);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    const count = current?.data?.length ?? 0;
    if (count === 0) return;
    setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
  };

  // Enter without a chosen option asks at once, again after a failure.
  const searchNow = () => {
    const words = text.trim();
    if (words !== '' && words === query) void found.refetch();
    else setQuery(words);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: () => (active >= 0 ? choose(people[active]) : searchNow()),
      Escape: () => (open ? close() : type('')),
    };
    const act = keys[event.key];
    if (!act) return;
    // Enter here chooses or searches: it neither books nor moves on (ReserveForm's Enter).
    event.preventDefault();
    event.stopPropagation();
    act();
  };

  return {
    text,
    type,
    people,
    active,
    choose,
    close,
    onKeyDown,
    /** Asked and answered for what is typed now (undefined: nothing asked yet). */
    answer: query === '' ? undefined : current,
  };
}
