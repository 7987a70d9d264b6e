import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, RefreshFailed, TextField } from 'shared-ui';
import { useGetMotorcyclesQuery } from 'shared-auth/api';
import {
  isFiltered,
  NO_FILTER,
  STATUS_OPTIONS,
  type ReservationFilter,
  type StatusFilter,
} from './reservationFilter';
import { capitalized, statusName } from '../desk/deskText';
import { referenceIn } from '../lib/bookingReference';
import { useDraft } from '../ui/useDraft';
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
 * (Back, a link), so it always shows what the list shows. A reference, typed as the rider says
 * it ("#12", "Riferimento 12"), lists that reservation alone, whatever the other filters say.
 */
export function ReservationFilters({ filter, onApply, chosenName }: Props) {
  const { t } = useTranslation('admin');
  const [referenceError, setReferenceError] = useState<string>();
  const [draft, setDraft] = useDraft(filter, () => setReferenceError(undefined));
  const motorcycles = useGetMotorcyclesQuery();
  const set = <K extends keyof ReservationFilter>(key: K, value: ReservationFilter[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const options = [...(motorcycles.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const chosenIsListed = options.some((m) => String(m.id) === draft.motorcycle_id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = referenceIn(draft.reference);
    setReferenceError(number === null ? t('filters.referenceNoNumber') : undefined);
    if (number === null) return;
    onApply(number ? { ...NO_FILTER, reference: number } : { ...draft, reference: '' });
  };

  const clear = () => {
    setDraft(NO_FILTER);
    setReferenceError(undefined);
    if (isFiltered(filter)) onApply(NO_FILTER);
  };

  return (
    <form
      className="admin-filter-form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
    >
      <div className="admin-filter-form__fields">
        <TextField
          label={t('filters.reference')}
          value={draft.reference}
          error={referenceError}
          announceError
          autoComplete="off"
          onChange={(value) => set('reference', value)}
        />
        <TextField
          label={t('filters.rider')}
          hint={t('filters.riderHint')}
          value={draft.rider}
          maxLength={100}
          autoComplete="off"
          onChange={(value) => set('rider', value)}
        />
        <Field label={t('filters.motorcycle')} details={<RefreshFailed query={motorcycles} />}>
          {(control) => (
            <select
              {...control}
              value={draft.motorcycle_id}
              // Nothing to choose from until the catalogue has arrived.
              disabled={motorcycles.isLoading}
              onChange={(event) => set('motorcycle_id', event.target.value)}
            >
              <option value="">{t('filters.allMotorcycles')}</option>
              {draft.motorcycle_id !== '' && !chosenIsListed && (
                <option value={draft.motorcycle_id}>
                  {chosenName ?? t('motorcycle.number', { id: draft.motorcycle_id })}
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
          label={t('filters.from')}
          type="date"
          value={draft.from}
          onChange={(value) => set('from', value)}
        />
        <TextField
          label={t('filters.to')}
          type="date"
          value={draft.to}
          onChange={(value) => set('to', value)}
        />
        <Field label={t('filters.status')}>
          {(control) => (
            <select
              {...control}
              value={draft.status}
              onChange={(event) => set('status', event.target.value as StatusFilter)}
            >
              {STATUS_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option === '' ? t('filters.all') : capitalized(statusName(t, option))}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="admin-filter-form__actions">
        <button type="submit" className="button admin-filter-form__button">
          {t('filters.apply')}
        </button>
        {/* Always there, so the focus stays on it once the filters are gone. */}
        <button
          type="button"
          className="button button--secondary admin-filter-form__button"
          onClick={clear}
        >
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
