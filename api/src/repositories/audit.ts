import type { Kysely } from 'kysely';
import type { AuditAction } from 'shared-domain';
import type { Tables } from '../db/types';
import { type Keyset, keysetPage } from './reservations/pages';

export const SUBJECT_TYPES = ['block', 'reservation', 'motorcycle', 'user', 'shop'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

export interface AuditEntry {
  actorId: number;
  action: AuditAction;
  subject: { type: SubjectType; id: number };
  /** What the subject was and became; null (or absent) where there is nothing. */
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Appends one row to the audit trail. Pass the transaction of the change itself, so the row exists
 * exactly when the change does. Nothing in the api updates or deletes these rows.
 */
export async function appendAudit(trx: Kysely<Tables>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      at: Date.now(),
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subject.type,
      subject_id: entry.subject.id,
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute();
}

export interface AuditFilter {
  actorId?: number;
  subject?: { type: SubjectType; id?: number };
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The trail newest first, one page after `after`, filtered by actor and subject (each by index). */
export async function listAudit(
  db: Kysely<Tables>,
  filter: AuditFilter,
  bounds: { limit: number; after: Keyset | null },
) {
  const { actorId, subject } = filter;
  const query = db
    .selectFrom('audit_log as a')
    .innerJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.actor_id', 'u.name as actor_name', 'a.action'])
    .select(['a.subject_type', 'a.subject_id', 'a.before', 'a.after'])
    .$if(actorId !== undefined, (query) => query.where('a.actor_id', '=', actorId as number))
    .$if(subject !== undefined, (query) => query.where('a.subject_type', '=', subject?.type ?? ''))
    .$if(subject?.id !== undefined, (query) => query.where('a.subject_id', '=', subject?.id ?? 0));
  const page = await keysetPage(query, ['a.at', 'a.id'], 'desc', bounds, (row) => row.at);
  return {
    next: page.next,
    rows: page.rows.map((row) => ({
      id: row.id,
      at: new Date(Number(row.at)).toISOString(),
      actor: { id: row.actor_id, name: row.actor_name },
      action: row.action,
      subject: { type: row.subject_type, id: row.subject_id },
      before: parse(row.before),
      after: parse(row.after),
    })),
  };
}
