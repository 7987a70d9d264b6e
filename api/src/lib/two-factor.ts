import { randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { hashPassword } from './passwords';

// TOTP (RFC 6238, what authenticator apps speak) and recovery codes for two-factor sign-in
// (api/README.md, "Two-factor sign-in").

/** A TOTP code's life: each 30-second step has its own code. */
const STEP_MS = 30_000;
/** 160 bits, as RFC 4226 recommends. */
const SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without look-alikes (0/o, 1/l/i): ten of them hold 49 bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

/** Both the secret and its otpauth:// address, which the QR code carries to the app. */
export async function newSecret(accountName: string, issuer: string) {
  const secret = authenticator.generateSecret(SECRET_BYTES);
  const otpauthUrl = authenticator.keyuri(accountName, issuer, secret);
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The time step of the code if it is right at `now` (a step either side is accepted, for a phone's
 * clock a little off), else null. The caller refuses a step it has accepted before.
 */
export function totpStep(code: string, secret: string, now: Date): number | null {
  const epoch = now.getTime();
  const delta = authenticator.clone({ epoch, window: 1 }).checkDelta(code, secret);
  return delta === null ? null : Math.floor(epoch / STEP_MS) + delta;
}

/** What a person typed, without spaces and hyphens, lower-case. */
export function normaliseCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

/** Six digits: a TOTP code; anything else is read as a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * Ten new recovery codes, shown as `abcde-fghjk`, with the password hashes of what normaliseCode
 * gives of them: only the hashes are kept.
 */
export async function newRecoveryCodes() {
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const symbols = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
  });
  const codeHashes = await Promise.all(
    recoveryCodes.map((recovery) => hashPassword(normaliseCode(recovery))),
  );
  return { recoveryCodes, codeHashes };
}
