import type { TestServer } from './helpers';

export interface WrittenMail {
  kind: string;
  to: string;
  locale: string;
  values: Record<string, unknown>;
}

/**
 * The mails written to the outbox to `recipient`, oldest first, as the sender will read them;
 * only those of `kinds` when given (a test of one notice ignores the rider's booking mails).
 */
export async function mailsTo(
  server: TestServer,
  recipient: string,
  kinds?: string[],
): Promise<WrittenMail[]> {
  const rows = await server.app.database.db
    .selectFrom('mail_outbox')
    .select(['kind', 'recipient', 'locale', 'mail_values'])
    .where('recipient', '=', recipient)
    .$if(kinds !== undefined, (query) => query.where('kind', 'in', kinds ?? []))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    to: row.recipient,
    locale: row.locale,
    values: JSON.parse(row.mail_values) as Record<string, unknown>,
  }));
}
