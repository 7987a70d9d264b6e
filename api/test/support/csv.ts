import type { TestServer } from './helpers';

/**
 * A report asked for as CSV, its headers checked as every report sends them; its bytes as sent
 * (fetch's text() would drop the byte order mark, which must be there).
 */
export async function csvDownload(
  server: TestServer,
  path: string,
  token: string,
  fileName: string,
): Promise<Buffer> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/csv' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers.get('vary')).toContain('Accept');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes;
}
