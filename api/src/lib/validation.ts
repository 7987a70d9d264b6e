import { round1, round2 } from 'shared-domain';

/** Helpers for the domain rules that JSON schema cannot state (trimmed text, decimals, URLs). */

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}

/** Row ids are PostgreSQL `integer`s: anything else cannot exist (and must not reach the query). */
const MAX_ID = 2_147_483_647;

export function parseId(value: number | string): number | null {
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export function hasAtMostDecimals(value: number, decimals: 1 | 2): boolean {
  const rounded = decimals === 1 ? round1(value) : round2(value);
  return Math.abs(rounded - value) < 1e-9;
}

/** An http(s) URL, or a path of an image this api serves. */
export function isImageLink(value: string): boolean {
  if (/^\/images\/[A-Za-z0-9._-]+$/.test(value) && !value.includes('..')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Collects the sentences of a failed validation. */
export class Problems {
  readonly messages: string[] = [];

  check(ok: boolean, message: string): boolean {
    if (!ok) this.messages.push(message);
    return ok;
  }

  get ok(): boolean {
    return this.messages.length === 0;
  }
}
