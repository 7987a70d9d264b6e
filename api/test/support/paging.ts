import type { Response, TestServer } from './helpers';

/** What a client of a paged list sees when it follows next_cursor to the end. */
export interface Walk {
  ids: number[];
  /** Rows on each page, in order. */
  pageSizes: number[];
}

/**
 * Asks `path` (which already holds its filters, if any) page after page with `limit`, from the
 * first page or from `cursor`, following each next_cursor as a client does until it is null.
 */
export async function walkPages(
  server: TestServer,
  token: string,
  path: string,
  limit: number,
  cursor: string | null = null,
): Promise<Walk> {
  const walk: Walk = { ids: [], pageSizes: [] };
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const response: Response = await server.request(
      'GET',
      `${path}${separator}limit=${limit}${page}`,
      {
        token,
      },
    );
    if (response.status !== 200) throw new Error(`page ${walk.pageSizes.length}: ${response.text}`);
    const data = response.body.data as { id: number }[];
    walk.ids.push(...data.map((row) => row.id));
    walk.pageSizes.push(data.length);
    cursor = response.body.next_cursor;
    // A list that never ends is a failure, not a hang.
    if (walk.pageSizes.length > 1000) throw new Error('more than 1000 pages');
  } while (cursor !== null);
  return walk;
}

/** The page sizes a list of `total` rows must come in: full pages, then what is left. */
export function expectedPageSizes(total: number, limit: number): number[] {
  const sizes = Array.from({ length: Math.floor(total / limit) }, () => limit);
  if (total % limit > 0 || total === 0) sizes.push(total % limit);
  return sizes;
}

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Cursors no list ever gives, built as an attacker or a buggy client would, for a list whose own
 * cursors hold `valid` (a JSON object of numbers and short strings).
 */
export function malformedCursors(valid: Record<string, unknown>): [string, string][] {
  const canonical = cursorOf(valid);
  // Base64's last character carries unused bits: the next letter decodes to the same bytes.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = canonical.at(-1) as string;
  const respelled = canonical.slice(0, -1) + alphabet[alphabet.indexOf(last) + 1];
  if (
    canonical.length % 4 === 0 ||
    !Buffer.from(respelled, 'base64url').equals(Buffer.from(canonical, 'base64url'))
  ) {
    throw new Error(`pick a cursor whose base64 ends in unused bits, not ${canonical}`);
  }
  return [
    ['garbage', 'not a cursor!'],
    ['not JSON', Buffer.from('hello world').toString('base64url')],
    ['a JSON string', cursorOf('hello')],
    ['an array', cursorOf([1, 2])],
    ['null', cursorOf(null)],
    ['a number', cursorOf(42)],
    [
      'text instead of numbers',
      cursorOf(
        Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, String(value)])),
      ),
    ],
    ['a fractional id', cursorOf({ ...valid, i: 1.5 })],
    ['a negative id', cursorOf({ ...valid, i: -1 })],
    ['id zero', cursorOf({ ...valid, i: 0 })],
    ['an id no row can have', cursorOf({ ...valid, i: 2 ** 31 })],
    ['a negative start', cursorOf({ ...valid, s: -86_400_000 })],
    ['a start beyond exact numbers', cursorOf({ ...valid, s: 1e300 })],
    ['a key missing', cursorOf({ ...valid, s: undefined })],
    ['a key added', cursorOf({ ...valid, x: 1 })],
    ['base64 with padding', `${Buffer.from(JSON.stringify(valid)).toString('base64')}==`],
    ['base64 spelled another way', respelled],
    ['non-ASCII', 'é'.repeat(20)],
  ];
}

export function cursorFor(value: Record<string, unknown>): string {
  return cursorOf(value);
}
