/**
 * PUBLIC_API_URL: where riders reach the api, an absolute http(s) address (a path is kept, for an
 * api behind a prefix); unset → http://localhost:PORT, which production refuses (src/env.ts).
 * Returned without a trailing slash, ready for a path to follow (api/README.md, "Environment").
 */
export function parsePublicApiUrl(value: string | undefined, port: number): string {
  if (value === undefined) return `http://localhost:${port}`;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (
    url === null ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.search ||
    url.hash ||
    url.username
  ) {
    throw new Error(
      `PUBLIC_API_URL must be an absolute http:// or https:// address such as https://api.example.com, got "${value}"`,
    );
  }
  return url.href.replace(/\/+$/, '');
}
