/**
 * A `mailto:` link that writes to `email` and nobody else. Each side of the @ is
 * percent-encoded, so an address holding `?`, `&` or `#` (one stored before the api refused them,
 * docs/PRODUCT.md) cannot add a `bcc=` or any other header to the message.
 */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  if (at === -1) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}
