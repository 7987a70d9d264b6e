import type { FastifyRequest } from 'fastify';
import { isValidISODate, type RuleProblem, ruleSentence } from 'shared-domain';
import type { Translate } from './i18n';
import { type SchemaError, schemaProblems } from './schemaSentences';

/** Helpers for what JSON schema cannot state: ids as stored, and every failing field at once. */

/** A request checked in full: its value, or every sentence about what is wrong with it. */
export type Validated<T> = { ok: true; value: T } | { ok: false; messages: string[] };

const DAY_MS = 86_400_000;

/**
 * The `from` (YYYY-MM-DD) and `days` (1 to `most`) of a query: the days they name, from midnight
 * to midnight as wall-clock times are stored (read as UTC), or the sentences refusing them. The
 * query's schema allows `days` no more digits than `most` has.
 */
export function readDays(t: Translate, from: string, days: string, most: number) {
  const count = /^\d{1,3}$/.test(days) ? Number(days) : NaN;
  const problems = [
    ...(isValidISODate(from) ? [] : [t('query.fromDate')]),
    ...(count >= 1 && count <= most ? [] : [t('query.days', { most })]),
  ];
  const start = Date.parse(`${from}T00:00Z`);
  return problems.length > 0 ? problems : { days: count, start, end: start + count * DAY_MS };
}

/** Row ids are PostgreSQL `integer`s: anything else cannot exist (and must not reach the query). */
export const MAX_ID = 2_147_483_647;

export function parseId(value: number | string): number | null {
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * Every failing field of a request at once, one sentence each: the schema's type errors and the
 * rules' errors together, in the order of the form's fields. Routes that use it set
 * `attachValidation`, so the handler runs even when the schema failed and checks its rules on
 * the fields whose type was right.
 */
export class Problems<Field extends string> {
  private readonly sentences = new Map<string, string>();
  private readonly mistyped = new Set<string>();
  /** The request's language (lib/i18n.ts): every sentence is written in it. */
  private readonly t: Translate;
  /** The body (or the object holding the fields) is not an object at all: no rule can run. */
  readonly shapeInvalid: boolean;

  /**
   * @param fields the form's fields, in its order
   * @param container the JSON path of the object holding them (`/user` for signup), '' for the body
   */
  constructor(
    private readonly fields: readonly Field[],
    request: FastifyRequest,
    container = '',
  ) {
    this.t = request.t;
    const errors = (request.validationError?.validation ?? []) as readonly SchemaError[];
    let shapeInvalid = false;
    for (const [path, problem] of schemaProblems(errors)) {
      if (path === '' || path === container) shapeInvalid = true;
      const field = path.startsWith(`${container}/`) ? path.slice(container.length + 1) : path;
      this.mistyped.add(field);
      this.sentences.set(field, ruleSentence(this.t, problem));
    }
    this.shapeInvalid = shapeInvalid;
  }

  /** The schema accepted this field's type and presence, so a rule may read its value. */
  typed(field: Field): boolean {
    return !this.shapeInvalid && !this.mistyped.has(field);
  }

  /** Runs a shared rule on a field whose type the schema accepted, and records its sentence. */
  rule<Value>(field: Field, value: Value, rule: (value: Value) => RuleProblem | null): void {
    if (!this.typed(field)) return;
    const problem = rule(value);
    if (problem !== null) this.check(field, false, problem);
  }

  /**
   * Records `message` (a sentence, or a rule's problem written in the request's language) for
   * `field` unless `ok`; returns `ok`. A field keeps its first failure, so a field's rules listed
   * one after another report the first that fails.
   */
  check(field: Field, ok: boolean, message: string | RuleProblem): boolean {
    if (!ok && !this.sentences.has(field)) {
      this.sentences.set(
        field,
        typeof message === 'string' ? message : ruleSentence(this.t, message),
      );
    }
    return ok;
  }

  /** Whether `field` has passed everything checked so far. */
  passed(field: Field): boolean {
    return this.typed(field) && !this.sentences.has(field);
  }

  get ok(): boolean {
    return this.sentences.size === 0;
  }

  get messages(): string[] {
    // A sentence about the whole body (no field of the form) comes first: indexOf gives -1.
    const order = (field: string) => (this.fields as readonly string[]).indexOf(field);
    return [...this.sentences]
      .sort(([a], [b]) => order(a) - order(b))
      .map(([, sentence]) => sentence);
  }
}
