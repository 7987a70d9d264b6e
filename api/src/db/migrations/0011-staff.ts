import { sql } from 'kysely';
import type { Dialect } from '../types';
import { createIndexes, idColumn, type SchemaDb } from './schema-db';

/**
 * Staff (api/README.md, "Roles", "People", "Audit"): a role instead of the admin flag (every
 * administrator becomes an owner; `admin` stays on the wire), blocked accounts, the people
 * search's indexes and the audit trail.
 */
export async function up(db: SchemaDb, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(10)', (col) => col.notNull().defaultTo('rider'))
    .execute();
  await db.schema.alterTable('users').addColumn('blocked_at', 'bigint').execute();
  await sql`update users set role = 'owner' where admin = 1`.execute(db);
  await db.schema.alterTable('users').dropColumn('admin').execute();

  // The search matches the start of a name, an email or a phone, whatever its case, by index
  // (api/README.md, "People"): SQLite's LIKE uses a NOCASE index of the column itself,
  // PostgreSQL's a pattern index of its lower case.
  for (const column of ['name', 'email', 'phone']) {
    await (
      dialect === 'postgres'
        ? sql`create index ${sql.raw(`users_${column}_search`)} on users (lower(${sql.ref(column)}) text_pattern_ops)`
        : sql`create index ${sql.raw(`users_${column}_search`)} on users (${sql.ref(column)} collate nocase)`
    ).execute(db);
  }
  // Newest accounts first, of every role or of one.
  await createIndexes(db, 'users', {
    users_created: ['created_at', 'id'],
    users_role_created: ['role', 'created_at', 'id'],
  });

  await idColumn(db, dialect, 'audit_log')
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('subject_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  // Newest first: the whole trail, one actor's, one subject's (api/README.md, "Audit").
  await createIndexes(db, 'audit_log', {
    audit_at: ['at', 'id'],
    audit_actor_at: ['actor_id', 'at', 'id'],
    audit_subject_at: ['subject_type', 'subject_id', 'at', 'id'],
  });
}
