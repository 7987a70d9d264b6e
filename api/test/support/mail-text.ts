import type { ParsedMail } from 'mailparser';

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
