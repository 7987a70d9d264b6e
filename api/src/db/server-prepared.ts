import { createHash } from 'node:crypto';
import { Client } from 'pg';

/** The statements PostgreSQL plans once per connection, by their text: the name each gets. */
const names = new Map<string, string>();

/**
 * Asks that the statement `text` be prepared on the PostgreSQL server under a name, the first
 * time each connection runs it, and then only executed: planning a booking's statements cost
 * PostgreSQL more than running them (docs/decisions/0020-bookings-planned-once.md). Only the
 * api's own fixed statements are named, so the server holds a bounded set per connection.
 */
export function prepareOnServer(text: string): void {
  if (!names.has(text)) names.set(text, `v${createHash('sha1').update(text).digest('hex')}`);
}

/** Whether prepareOnServer named `text` (the query-plans test checks their generic plans). */
export const preparedOnServer = (text: string) => names.has(text);

/** pg's client, sending the statements named by prepareOnServer under their names. */
export class PreparingClient extends Client {
  // pg's query() has a dozen overloads: this one takes them all, names the (text, values) form
  // of a statement prepareOnServer knows and passes every call on unchanged otherwise.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [text, values] = args as [unknown, unknown];
    const name = typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
    if (name === undefined) return super.query.apply(this, args as Parameters<Client['query']>);
    return super.query({ name, text: text as string, values: values as unknown[] });
  }
}
