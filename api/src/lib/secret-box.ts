import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Two-factor secrets at rest (api/README.md, "Two-factor sign-in"): AES-256-GCM under
// TWO_FACTOR_KEY, a random 96-bit nonce for each value, the account's id as associated data (a
// value copied to another account's row does not open there). Stored as `v1:` and the nonce,
// ciphertext and tag in base64url; the version leaves room for another key or cipher later.

const VERSION = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that does not open: sealed under another key, or altered. */
export class UnreadableSecret extends Error {
  constructor(userId: number) {
    super(
      `The two-factor secret of account ${userId} does not open with TWO_FACTOR_KEY: it was stored under another key, or altered`,
    );
    this.name = 'UnreadableSecret';
  }
}

/** Whether a stored value was sealed; one from before (the secret in the clear) was not. */
export const isSealed = (stored: string) => stored.startsWith(VERSION);

export type SecretBox = ReturnType<typeof secretBox>;

export function secretBox(key: Buffer) {
  const associated = (userId: number) => Buffer.from(`user:${userId}`);
  return {
    seal(secret: string, userId: number) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(associated(userId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
    },
    /** The secret a stored value holds; throws UnreadableSecret when it does not open. */
    open(stored: string, userId: number) {
      const bytes = Buffer.from(stored.slice(VERSION.length), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES), {
          authTagLength: TAG_BYTES,
        })
          .setAAD(associated(userId))
          .setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new UnreadableSecret(userId);
      }
    },
  };
}
