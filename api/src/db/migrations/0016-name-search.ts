import { sql } from 'kysely';
import type { Dialect } from '../types';
import type { SchemaDb } from './schema-db';

/**
 * The people search finds a person by any word of the name (api/README.md, "People"): `ross`
 * finds Anna Rossi, `grazia` Maria Grazia Bianchi. Each engine's own full-text index holds the
 * words of every name, folded to lower case without accents (`nicolo` finds Nicolò), and answers
 * a word's start by index; the name's start index of 0011 is dropped, as nothing reads it now.
 */
export async function up(db: SchemaDb, dialect: Dialect): Promise<void> {
  await sql`drop index users_name_search`.execute(db);
  if (dialect === 'postgres') await postgresNameWords(db);
  else await sqliteNameWords(db);
}

/**
 * A GIN index of the name's tsvector, which answers `to_tsquery('ross:*')` (a lexeme's start) by
 * index. Chosen over pg_trgm: trigrams match anywhere (`oss` finds Rossi), so a word's start
 * would be a regular expression (`\mross`, what was typed escaped) rechecked on each candidate,
 * and one or two letters give no trigram to look up (`\mr` reads every row). `name_words` is
 * `simple` (no stemming, no stop words: names are not sentences) with unaccent before it on the
 * words that can hold accents. Punctuation becomes a space first, since the parser would read
 * `john.smith` as a host name and `j.r.r` as a file: the words are then the letters and digits
 * between, as SQLite cuts them. unaccent is a trusted extension: a role with CREATE on the
 * database (its owner) may create it, or an administrator beforehand.
 */
async function postgresNameWords(db: SchemaDb) {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create text search configuration name_words (copy = simple)`.execute(db);
  await sql`alter text search configuration name_words
    alter mapping for word, numword with unaccent, simple`.execute(db);
  await sql`create index users_name_words on users using gin
    (to_tsvector('name_words', regexp_replace(name, '[[:punct:][:space:]]+', ' ', 'g')))`.execute(
    db,
  );
}

/**
 * An FTS5 table over users' names (external content: it holds the index, not a copy of the
 * names), which answers `"ross"*` (a word's start) by index. unicode61 cuts words at anything but
 * letters, digits and marks (marks kept so that a Devanagari word stays whole) and folds case and
 * accents. Triggers keep it in step with every insert, change of name and delete; `rebuild` fills
 * it for the users already there.
 */
async function sqliteNameWords(db: SchemaDb) {
  await sql`create virtual table users_name_words using fts5(name, content = 'users',
    content_rowid = 'id', tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'")`.execute(
    db,
  );
  await sql`insert into users_name_words (users_name_words) values ('rebuild')`.execute(db);
  await sql`create trigger users_name_words_insert after insert on users begin
    insert into users_name_words (rowid, name) values (new.id, new.name);
  end`.execute(db);
  await sql`create trigger users_name_words_update after update of name on users begin
    insert into users_name_words (users_name_words, rowid, name) values ('delete', old.id, old.name);
    insert into users_name_words (rowid, name) values (new.id, new.name);
  end`.execute(db);
  await sql`create trigger users_name_words_delete after delete on users begin
    insert into users_name_words (users_name_words, rowid, name) values ('delete', old.id, old.name);
  end`.execute(db);
}
