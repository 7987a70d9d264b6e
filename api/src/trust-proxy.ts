import { isIP } from 'node:net';

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, or one of proxy-addr's named ranges. */
function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  );
}

/**
 * The proxies' addresses or ranges (`127.0.0.1`, `10.0.0.0/8`, `loopback`); unset → none. Only a
 * request from one of them may name the client in X-Forwarded-For, and the client is the
 * right-most address not in the list. `true` (every hop) and hop counts are refused: a client
 * writes the left-most entries itself, and a count cannot tell a proxy from a client.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.every(isAddressOrRange)) return addresses;
  throw new Error(
    `TRUST_PROXY must list the proxies' addresses or ranges (e.g. 127.0.0.1 or 10.0.0.0/8), got "${text}"`,
  );
}
