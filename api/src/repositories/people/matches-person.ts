import { type ExpressionBuilder, sql } from 'kysely';
import type { Dialect, Tables } from '../../db/types';

/**
 * The words of what was typed, cut as the name index cuts names (migration 0016): runs of
 * letters, digits and marks. Anything else, FTS5's and to_tsquery's syntax included (quotes, `*`,
 * `-`, `:`, `&`, parentheses), only separates words, and AND, OR, NOT are words like any other.
 * Marks alone (a lone accent) are no word: the index folds them away, and FTS5 would read the
 * empty prefix left as every name.
 */
const wordsOf = (text: string) =>
  (text.match(/[\p{L}\p{N}\p{M}\p{Co}]+/gu) ?? []).filter((word) => /[^\p{M}]/u.test(word));

/**
 * Whether every typed word starts some word of the name, in any order, by the name index of
 * migration 0016. Each word goes to the engine quoted, and holds no quote: it is only text.
 */
function nameHasWordsStarting(dialect: Dialect, words: readonly string[]) {
  if (dialect === 'postgres') {
    const query = words.map((word) => `'${word}':*`).join(' & ');
    // The index's expression, word for word, so that the planner finds it.
    return sql<boolean>`to_tsvector('name_words', regexp_replace(${sql.ref('users.name')}, '[[:punct:][:space:]]+', ' ', 'g')) @@ to_tsquery('name_words', ${query})`;
  }
  const query = words.map((word) => `"${word}"*`).join(' ');
  return sql<boolean>`${sql.ref('users.id')} in (select rowid from users_name_words where users_name_words match ${query})`;
}

/** `%`, `_` and `\` in what was typed are themselves, not wildcards. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The start of the column, whatever its case, by the index migration 0011 made for it: SQLite's
 * LIKE (case-insensitive) on a NOCASE index, PostgreSQL's on a text_pattern_ops index of lower().
 */
function startsWith(dialect: Dialect, column: 'email' | 'phone', pattern: string) {
  return dialect === 'postgres'
    ? sql<boolean>`lower(${sql.ref(`users.${column}`)}) like ${pattern}`
    : sql<boolean>`${sql.ref(`users.${column}`)} like ${pattern} escape '\\'`;
}

/**
 * Whether each word of `text` starts a word of a person's name (`ross` finds Anna Rossi, `mario
 * ros` Rossi Mario), or their email or phone starts with `text`, whatever its case, by index.
 * Text with no letter or digit matches no name.
 */
export const matchesPerson = (dialect: Dialect, text: string) => {
  const words = wordsOf(text);
  const pattern = likePrefix(text);
  return (eb: ExpressionBuilder<Tables, 'users'>) =>
    eb.or([
      ...(words.length > 0 ? [nameHasWordsStarting(dialect, words)] : []),
      startsWith(dialect, 'email', pattern),
      startsWith(dialect, 'phone', pattern),
    ]);
};
