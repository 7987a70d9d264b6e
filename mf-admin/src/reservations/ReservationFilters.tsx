import { useState, type FormEvent } from 'react';
import { ErrorState, Field, TextField } from 'shared-ui';
import { useGetMotorcyclesQuery } from 'shared-auth/api';
import {
  isFiltered,
  NO_FILTER,
  STATUS_OPTIONS,
  type ReservationFilter,
  type StatusFilter,
} from './reservationFilter';
import '../ui/filter-form.css';

interface Props {
  /** The filters the list shows now (the page's address). */
  filter: ReservationFilter;
  onApply: (filter: ReservationFilter) => void;
  /** The name of the chosen motorcycle when the catalogue no longer lists it (deleted). */
  chosenName?: string;
}

/**
 * The filters as a form: the admin sets several, then applies them at once (a date typed digit
 * by digit would otherwise ask the api at every key). It follows the address when that changes
 * (Back, a link), so it always shows what the list shows.
 */
export function ReservationFilters({ filter, onApply, chosenName }: Props) {
  const [draft, setDraft] = useState(filter);
  const [shown, setShown] = useState(filter);
  if (shown !== filter) {
    setShown(filter);
    setDraft(filter);
  }
  const motorcycles = useGetMotorcyclesQuery();
  const set = <K extends keyof ReservationFilter>(key: K, value: ReservationFilter[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const options = [...(motorcycles.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const chosenIsListed = options.some((m) => String(m.id) === draft.motorcycleId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  const clear = () => {
    setDraft(NO_FILTER);
    if (isFiltered(filter)) onApply(NO_FILTER);
  };

  return (
    <form
      className="admin-filter-form"
      role="search"
      aria-label="Filter the reservations"
      onSubmit={submit}
    >
      <div className="admin-filter-form__fields">
        <Field
          label="Motorcycle"
          details={
            motorcycles.isError && !motorcycles.isFetching ? (
              <ErrorState compact onRetry={() => void motorcycles.refetch()} />
            ) : undefined
          }
        >
          {(control) => (
            <select
              {...control}
              value={draft.motorcycleId}
              // Nothing to choose from until the catalogue has arrived.
              disabled={motorcycles.isLoading}
              onChange={(event) => set('motorcycleId', event.target.value)}
            >
              <option value="">All motorcycles</option>
              {draft.motorcycleId !== '' && !chosenIsListed && (
                <option value={draft.motorcycleId}>
                  {chosenName ?? `Motorcycle ${draft.motorcycleId}`}
                </option>
              )}
              {options.map((motorcycle) => (
                <option key={motorcycle.id} value={String(motorcycle.id)}>
                  {motorcycle.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="From"
          type="date"
          value={draft.from}
          onChange={(value) => set('from', value)}
        />
        <TextField label="To" type="date" value={draft.to} onChange={(value) => set('to', value)} />
        <Field label="Status">
          {(control) => (
            <select
              {...control}
              value={draft.status}
              onChange={(event) => set('status', event.target.value as StatusFilter)}
            >
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="admin-filter-form__actions">
        <button type="submit" className="button admin-filter-form__button">
          Apply filters
        </button>
        {/* Always there, so the focus stays on it once the filters are gone. */}
        <button
          type="button"
          className="button button--secondary admin-filter-form__button"
          onClick={clear}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}
