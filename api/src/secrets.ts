import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

const MIN_SECRET_LENGTH = 32;

/** The api's keys (api/README.md, "Environment"). */
export interface Secrets {
  jwtSecret: string;
  /** AES-256 key of the two-factor secrets at rest (src/lib/secret-box.ts). */
  twoFactorKey: Buffer;
}

/**
 * JWT_SECRET, else the one kept in `dataDir`; TWO_FACTOR_KEY, else one derived from the JWT
 * secret (HKDF, SHA-256), so the demo keeps one key as long as it keeps its secret. Production
 * requires both (env.ts).
 */
export function secretsOf(
  vars: Pick<Env, 'JWT_SECRET' | 'TWO_FACTOR_KEY'>,
  dataDir: string,
): Secrets {
  const jwtSecret = vars.JWT_SECRET ?? persistedSecret(dataDir);
  const twoFactorKey = vars.TWO_FACTOR_KEY
    ? Buffer.from(vars.TWO_FACTOR_KEY, 'hex')
    : Buffer.from(hkdfSync('sha256', jwtSecret, '', 'vespa-two-factor-secrets', 32));
  return { jwtSecret, twoFactorKey };
}

/**
 * A secret generated on first start and kept (mode 600) so tokens survive restarts. Several
 * instances must share one JWT_SECRET instead. A kept file that others could read, or that is too
 * short to be a key, is refused rather than trusted.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const mode = fs.statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new Error(
      `${file} is readable by other users (mode ${mode.toString(8)}): run chmod 600 on it, or set JWT_SECRET`,
    );
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds fewer than ${MIN_SECRET_LENGTH} characters: delete it to generate a new one, or set JWT_SECRET`,
    );
  }
  return secret;
}
