import { EMAIL_MAX_LENGTH } from '../limits';
import { ruleProblem, type RuleKey, type RuleProblem } from './problem';
import { blankProblem } from './text';

/**
 * Emails as stored: NFKC-normalised and lower-case, ASCII only (an internationalised domain in
 * its `xn--` form), with no invisible characters and none of `? & % / #`. Two addresses that read
 * alike are then one account, and an address is safe inside a `mailto:` link
 * (docs/PRODUCT.md, "Accounts and sessions").
 */

/** Checked after NFKC, which turns full-width and other compatibility forms into plain ones. */
const INVISIBLE = /[\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
const RESERVED = /[?&%/#]/;
/** RFC 5322's atom characters, without the reserved ones, in dot-separated atoms. */
const LOCAL_PART = /^[a-z0-9!$'*+=^_`{|}~-]+(?:\.[a-z0-9!$'*+=^_`{|}~-]+)*$/;
const ASCII = /^[\x20-\x7e]*$/;
/** A host name label: letters, digits and hyphens, not at either end. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** What the URL parser would read as something other than a host name. */
const NOT_IN_A_HOST = /[:\\[\]]/;

// The WHATWG URL parser (global in browsers and in node, where node:url's domainToASCII is the
// same algorithm) turns an internationalised domain into its ASCII `xn--` form; this package is
// built without either environment's type definitions, so it names only what it uses.
const WebURL = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;

/** The domain in lower-case ASCII, an internationalised one in its `xn--` form; null if none. */
function asciiDomain(domain: string): string | null {
  let ascii = domain;
  if (!ASCII.test(domain)) {
    if (NOT_IN_A_HOST.test(domain)) return null;
    try {
      ascii = new WebURL(`http://${domain}/`).hostname;
    } catch {
      return null;
    }
  }
  const labels = ascii.split('.');
  const valid =
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    // A top-level domain is never a number: `1.2.3.4` is an address, not a domain.
    !/^\d+$/.test(labels[labels.length - 1] ?? '');
  return valid ? ascii : null;
}

export type EmailReading = { email: string; problem: null } | { email: null; problem: RuleProblem };

/** The address as it is stored, or what makes it unacceptable. */
export function readEmail(value: string): EmailReading {
  const refuse = (key: RuleKey): EmailReading => ({ email: null, problem: ruleProblem(key) });
  const typed = value.trim();
  if (typed === '') return { email: null, problem: blankProblem('email') };
  if (typed.length > EMAIL_MAX_LENGTH) return refuse('email.invalid');
  const text = typed.normalize('NFKC').toLowerCase();
  if (INVISIBLE.test(text)) return refuse('email.invisible');
  if (RESERVED.test(text)) return refuse('email.reserved');
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  if (at < 1 || local.includes('@')) return refuse('email.invalid');
  if (!ASCII.test(local)) return refuse('email.notAscii');
  const domain = asciiDomain(text.slice(at + 1));
  if (!LOCAL_PART.test(local) || domain === null) return refuse('email.invalid');
  const email = `${local}@${domain}`;
  return email.length > EMAIL_MAX_LENGTH ? refuse('email.invalid') : { email, problem: null };
}

/** What makes `value` an unacceptable email, or null. */
export function emailProblem(value: string): RuleProblem | null {
  return readEmail(value).problem;
}

/** The address as it is stored (and looked up at login), or null when it is not acceptable. */
export function normalizeEmail(value: string): string | null {
  return readEmail(value).email;
}
