import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MIN_SECRET_LENGTH = 32;

/**
 * A secret generated on first start and kept (mode 600) so tokens survive restarts. Several
 * instances must share one JWT_SECRET instead. A kept file that others could read, or that is too
 * short to be a key, is refused rather than trusted.
 */
export function persistedSecret(dataDir: string): string {
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
