import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import { useSearchAsTyped } from '../ui/useSearchAsTyped';
import '../ui/filter-form.css';

interface Props {
  /** What is searched now (trimmed), '' for nothing. */
  words: string;
  onSearch: (words: string) => void;
}

/**
 * Today's one search field: a rider at the counter gives a reference or a name, and the desk
 * types it. It searches a moment after the last key, or at once on Enter.
 */
export function FindRide({ words, onSearch }: Props) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(words);
  useSearchAsTyped(text, words, onSearch);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      className="admin-filter-form"
      role="search"
      aria-label={t('today.find.label')}
      onSubmit={submit}
    >
      <TextField
        label={t('today.find.field')}
        hint={t('today.find.hint')}
        type="search"
        autoComplete="off"
        // The api's longest rider search.
        maxLength={100}
        value={text}
        onChange={setText}
      />
    </form>
  );
}
