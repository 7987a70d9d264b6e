/**
 * An address people reach us at, as configured (api/README.md, "Environment"): absolute http(s),
 * a path kept (for an app behind a prefix), no query, fragment or credentials. Returned without
 * a trailing slash, ready for a path to follow. Links are built on it, never on a request's Host.
 */
function parsePublicAddress(name: string, value: string, example: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (
    url === null ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.search ||
    url.hash ||
    url.username
  ) {
    throw new Error(
      `${name} must be an absolute http:// or https:// address such as ${example}, got "${value}"`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** PUBLIC_API_URL: where riders reach the api; unset → http://localhost:PORT (not in production). */
export function parsePublicApiUrl(value: string | undefined, port: number): string {
  if (value === undefined) return `http://localhost:${port}`;
  return parsePublicAddress('PUBLIC_API_URL', value, 'https://api.example.com');
}

/**
 * PUBLIC_URL: where riders open the shell, the start of every link in a mail; unset → the
 * shell's address on this machine (not in production).
 */
export function parsePublicUrl(value: string | undefined): string {
  if (value === undefined) return DEVELOPMENT_SHELL_URL;
  return parsePublicAddress('PUBLIC_URL', value, 'https://rent.example.com');
}

// The shell's default port (apps.config.cjs, which the api does not ship with; config.ts's
// DEFAULT_CORS_ORIGINS holds the same).
const DEVELOPMENT_SHELL_URL = 'http://localhost:3000';
