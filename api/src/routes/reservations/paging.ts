import type { FastifyReply } from 'fastify';
import Type, { type Static, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { sendError } from '../../lib/error-reply';
import { MAX_ID } from '../../lib/validation';
import type { Keyset } from '../../repositories/reservations/pages';
import type { RiderPosition } from '../../repositories/reservations/rider-list';
import type { Translate } from '../../lib/i18n';

/**
 * Paged lists (api/README.md, "Paging"): `?limit=` rows per page and `&cursor=`, the previous
 * page's `next_cursor`. A cursor is base64url of a small JSON object naming the last row shown
 * (its start time and id, and for the rider's list which part it is in). Clients pass it back
 * untouched; anything else is refused with a sentence rather than read.
 */

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Twice the longest cursor this api writes (about 60 characters): enforced by the schema. */
const CURSOR_MAX_LENGTH = 128;

export const PageQuery = {
  limit: Type.Optional(
    Type.String({
      maxLength: 10,
      description: `Rows per page, 1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} when not given`,
    }),
  ),
  cursor: Type.Optional(
    Type.String({
      maxLength: CURSOR_MAX_LENGTH,
      description: "The previous page's next_cursor; none for the first page",
    }),
  ),
};

export function NextCursor(when = '') {
  return Type.Union([Type.String(), Type.Null()], {
    description: `${when}Pass as \`cursor\` for the next page; null on the last page`,
  });
}

/** An administrators' list as answered (adminPage): a page of rows and the next page's cursor. */
export const AdminPageResponse = <Row extends TSchema>(row: Row) =>
  Type.Object({ success: Type.Literal(true), data: Type.Array(row), next_cursor: NextCursor() });

/** `?limit=`: the page size, or null when it is not one; unset or empty is the default. */
export function parseLimit(text: string | undefined): number | null {
  if (text === undefined || text === '') return DEFAULT_PAGE_SIZE;
  if (!/^\d{1,3}$/.test(text)) return null;
  const limit = Number(text);
  return limit >= 1 && limit <= MAX_PAGE_SIZE ? limit : null;
}

/** What a cursor holds: a start time (epoch ms) and a row id, as the lists store them. */
const KeysetFields = {
  s: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  i: Type.Integer({ minimum: 1, maximum: MAX_ID }),
};
const AdminCursor = Type.Object(KeysetFields, { additionalProperties: false });
/** The rider's list also names its part: `u`pcoming or `p`ast. */
const RiderCursor = Type.Object(
  { k: Type.Union([Type.Literal('u'), Type.Literal('p')]), ...KeysetFields },
  { additionalProperties: false },
);

function encode(value: Static<typeof AdminCursor> | Static<typeof RiderCursor>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** What a cursor holds, or null unless it is the canonical base64url of a `schema` value. */
function decode<Cursor extends TSchema>(cursor: string, schema: Cursor): Static<Cursor> | null {
  // The schema has bounded the length. Decoding skips characters outside the alphabet and
  // ignores unused trailing bits, so only a cursor that is exactly the encoding of what it
  // decodes to (as ours are) is read.
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.toString('base64url') !== cursor) return null;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return Value.Check(schema, value) ? value : null;
  } catch {
    return null;
  }
}

/** A page of an administrators' list as read: its rows, and where the next page starts. */
type AdminRows<Row> = { rows: Row[]; next: Keyset | null };

/** The position an administrators' list cursor names, or null when it is not such a cursor. */
function parseAdminCursor(cursor: string): Keyset | null {
  const value = decode(cursor, AdminCursor);
  return value && { start: value.s, id: value.i };
}

export function riderCursor({ segment, start, id }: RiderPosition): string {
  return encode({ k: segment === 'upcoming' ? 'u' : 'p', s: start, i: id });
}

/** The position a rider's list cursor names, or null when it is not such a cursor. */
export function parseRiderCursor(cursor: string): RiderPosition | null {
  const value = decode(cursor, RiderCursor);
  return value && { segment: value.k === 'u' ? 'upcoming' : 'past', start: value.s, id: value.i };
}

/** `?limit=` and `&cursor=` read together: the page asked for, or the sentences refusing it. */
export function readPage<Position>(
  t: Translate,
  query: { limit?: string; cursor?: string },
  parseCursor: (cursor: string) => Position | null,
): { limit: number; after: Position | null } | string[] {
  const limit = parseLimit(query.limit);
  const after = query.cursor ? parseCursor(query.cursor) : null;
  const problems = [
    ...(limit === null ? [t('query.limit', { most: MAX_PAGE_SIZE })] : []),
    ...(query.cursor && after === null ? [t('query.cursor')] : []),
  ];
  return problems.length > 0 || limit === null ? problems : { limit, after };
}

/**
 * An administrators' list answered: the page that its filter (or the sentences refusing it),
 * `?limit=` and `&cursor=` ask for, read by `read`, with the next page's cursor; or 422 with every
 * sentence refusing the request, the filter's first.
 */
export async function answerAdminList<Filter, Row>(
  request: { t: Translate; query: { limit?: string; cursor?: string } },
  reply: FastifyReply,
  filter: Filter | string[],
  read: (filter: Filter, page: { limit: number; after: Keyset | null }) => Promise<AdminRows<Row>>,
) {
  const page = readPage(request.t, request.query, parseAdminCursor);
  if (Array.isArray(filter) || Array.isArray(page)) {
    const filterProblems = Array.isArray(filter) ? filter : [];
    return sendError(reply, 422, [...filterProblems, ...(Array.isArray(page) ? page : [])]);
  }
  const { rows, next } = await read(filter, page);
  const next_cursor = next && encode({ s: next.start, i: next.id });
  return { success: true as const, data: rows, next_cursor };
}
