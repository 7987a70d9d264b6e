import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from 'shared-domain';
import { Field, TextField } from 'shared-ui';
import { ROLE_NAMES, ROLES, type PeopleQuery } from './peopleRequest';
import { useSearchAsTyped } from '../ui/useSearchAsTyped';
import '../ui/filter-form.css';

/** The search with `text` (trimmed) for its words, '' for none. */
function withText({ role }: PeopleQuery, text: string): PeopleQuery {
  const words = text.trim();
  return { ...(words ? { query: words } : {}), ...(role ? { role } : {}) };
}

interface Props {
  query: PeopleQuery;
  onSearch: (query: PeopleQuery) => void;
}

/** A name, an email or a phone (searched a moment after the last key, or on Enter) and a role. */
export function PeopleSearch({ query, onSearch }: Props) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(query.query ?? '');
  const searchFor = useCallback(
    (words: string) => onSearch(withText(query, words)),
    [query, onSearch],
  );
  useSearchAsTyped(text, query.query ?? '', searchFor);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(withText(query, text));
  };
  const chooseRole = (role: string) => {
    onSearch(withText({ role: (role || undefined) as Role | undefined }, text));
  };

  return (
    <form
      className="admin-filter-form"
      role="search"
      aria-label={t('people.search.label')}
      onSubmit={submit}
    >
      <div className="admin-filter-form__fields admin-filter-form__fields--wide">
        <TextField
          label={t('people.search.text')}
          type="search"
          autoComplete="off"
          value={text}
          onChange={setText}
        />
        <Field label={t('people.search.role')}>
          {(control) => (
            <select
              {...control}
              value={query.role ?? ''}
              onChange={(event) => chooseRole(event.target.value)}
            >
              <option value="">{t('people.search.anyRole')}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(ROLE_NAMES[role])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </form>
  );
}
