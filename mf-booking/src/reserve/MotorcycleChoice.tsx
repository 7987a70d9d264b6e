import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, Field } from 'shared-ui';
import { useMoney } from 'shared-auth/api';
import type { useMotorcycleChoice } from './useMotorcycleChoice';

/**
 * The motorcycle select: locked on the motorcycle passed by the detail page (with a way out),
 * else free; a note says when the list failed, is empty or lost the passed motorcycle. Locked, it
 * stays in the Tab order and says which Vespa is booked: read-only, with that one option (a
 * disabled select would be skipped). The way out hands the focus to the freed select.
 */
export function MotorcycleChoice({ choice }: { choice: ReturnType<typeof useMotorcycleChoice> }) {
  const { list, listQuery, requestedId, locked, chosenId, setChosenId, motorcycle: shown } = choice;
  const waiting = !list && !listQuery.isError;
  const noteId = useId();
  const { t } = useTranslation(['booking', 'ui']);
  const money = useMoney();
  const select = useRef<HTMLSelectElement>(null);
  const focusWhenFree = useRef(false);
  useEffect(() => {
    if (locked || !focusWhenFree.current) return;
    focusWhenFree.current = false;
    select.current?.focus();
  }, [locked]);

  let note = null;
  if (locked) {
    note = (
      <p id={noteId} className="booking-reserve-form__note">
        {t('choice.chosen')}{' '}
        {/* Leaving the router state behind unlocks the select, still on this motorcycle. */}
        <Link
          to="/reserve/new"
          onClick={() => {
            focusWhenFree.current = true;
            setChosenId(String(locked.id));
          }}
        >
          {t('choice.another')}
        </Link>
      </p>
    );
  } else if (listQuery.isError && !list) {
    note = <ErrorState compact id={noteId} onRetry={listQuery.refetch} />;
  } else if (list && (list.length === 0 || requestedId !== undefined)) {
    note = (
      <p id={noteId} className="booking-reserve-form__note" role="status">
        {list.length === 0 ? t('ui:noMotorcycles.title') : t('choice.gone')}
      </p>
    );
  }

  return (
    <Field
      label={t('choice.label')}
      describedBy={note ? noteId : undefined}
      details={
        <>
          {shown && <small>{t('choice.price', { price: money(shown.bookingPricePerHour) })}</small>}
          {note}
        </>
      }
    >
      {(control) => (
        <select
          {...control}
          ref={select}
          name="motorcycle"
          required
          // Locked: read-only with one option, so it keeps its place in the Tab order. Nothing to
          // choose yet (no list): disabled.
          aria-readonly={locked ? true : undefined}
          disabled={!locked && (!list || list.length === 0)}
          value={locked ? String(locked.id) : chosenId}
          onChange={(event) => {
            if (!locked) setChosenId(event.target.value);
          }}
        >
          {locked ? (
            <option value={String(locked.id)}>{locked.name}</option>
          ) : (
            <>
              <option value="">{waiting ? t('choice.loading') : t('choice.placeholder')}</option>
              {list?.map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.name}
                </option>
              ))}
            </>
          )}
        </select>
      )}
    </Field>
  );
}
