import type { ParsedMail } from 'mailparser';
import { TEST_PUBLIC_URL } from './helpers';

/** What a person reads: the words, whatever the line breaks and markup around them. */
export const words = (text: string) => text.replace(/\s+/g, ' ');

export function htmlWords(html: string): string {
  const entities: Record<string, string> = { '&#x27;': "'", '&quot;': '"', '&amp;': '&' };
  return words(
    html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&quot;|&amp;/g, (entity) => entities[entity]),
  );
}

/** Fails unless each line reads, word for word, in both the plain-text and the HTML part. */
export function expectReads(mail: ParsedMail, lines: string[]): void {
  const text = words(mail.text ?? '');
  const html = htmlWords(mail.html || '');
  for (const line of lines) {
    expect(text).toContain(line);
    expect(html).toContain(line);
  }
}

/** The token of the link in a mail that sets a password, checked to start with PUBLIC_URL. */
export function passwordTokenOf(mail: ParsedMail): string {
  const [link] = (mail.text ?? '').match(/https:\/\/\S+/) ?? [];
  const url = new URL(link ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/reset-password`);
  return url.searchParams.get('token') ?? '';
}
