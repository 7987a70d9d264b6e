import { expect, type APIRequestContext } from '@playwright/test';
import { PORTS } from './env';

/** A mail as the development mailbox (tools/stack/mailbox.mjs) lists it. */
export interface ReceivedMail {
  to: { address: string }[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The mails the development mailbox received for `address`, as its JSON list gives them. */
export async function mailsTo(
  request: APIRequestContext,
  address: string,
): Promise<ReceivedMail[]> {
  const response = await request.get(`http://127.0.0.1:${PORTS.mailbox}/api/email`);
  expect(response.status()).toBe(200);
  const mails = (await response.json()) as ReceivedMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address));
}

/**
 * How long a browser test waits for a mail: the request that wrote it nudges the sender at once,
 * and at the latest the sender's poll (10 s, api/README.md "Mail") sends it; on a loaded CI
 * machine the nudged send (rendering, SMTP) can take seconds, so the wait covers the poll too.
 */
export const MAIL_ARRIVES = { timeout: 25_000 };
