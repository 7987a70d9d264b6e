// The shell's page (index.html) as its server sends it: the build's page with, in its boot data
// (`#vespa-boot-data`, shell/server/boot-page.cjs), where the remotes and the api live (what
// /remotes.json answers, so the app asks for nothing before it starts) and which files each
// remote page needs first (shell/server/remote-pages.mjs), the shop's card for the sign-in page
// after the app's root (shell/server/shop-card.mjs), and a Content-Security-Policy that
// allows the page's inline boot script by its hash. The page is read again when its file changes
// (a deploy replaces it while the server runs).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const BOOT_DATA = /(<script[^>]*\bid="?vespa-boot-data"?[^>]*>)([\s\S]*?)(<\/script>)/;
/** The app's root, which React fills: the shop's card goes after it, where React leaves it be. */
const ROOT = /<div id="?root"?><\/div>/;
/** Inline scripts that run: no src, no type (the boot data's JSON block has one). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * JSON that cannot end the script element it is written into, nor open a comment that keeps the
 * next `</script>` from ending it (no `<` at all), with no raw line or paragraph separator (U+2028,
 * U+2029: line breaks to a script that is not JSON).
 */
const scriptSafeJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function parseJson(text) {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/**
 * `page(dist)` resolves with the page to send: `{ html, scriptHashes }`, the hashes ready for a
 * CSP's script-src ('sha256-…').
 */
export function shellPage({ remotes, remotePages, shopCard }) {
  let cached = null;

  async function template(dist) {
    const file = path.join(dist, 'index.html');
    const { mtimeMs, size } = await stat(file);
    if (cached?.file === file && cached.mtimeMs === mtimeMs && cached.size === size) return cached;
    const html = await readFile(file, 'utf8');
    const scriptHashes = [...html.matchAll(INLINE_SCRIPT)].map(
      ([, source]) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
    );
    cached = { file, mtimeMs, size, html, scriptHashes };
    return cached;
  }

  return async function page(dist) {
    const { html, scriptHashes } = await template(dist);
    const [exposes, card] = await Promise.all([remotePages.read(), shopCard.read()]);
    const withCard = card ? html.replace(ROOT, (root) => `${root}${card}`) : html;
    const match = BOOT_DATA.exec(withCard);
    if (!match) return { html: withCard, scriptHashes };
    const data = { ...parseJson(match[2]), remotes, exposes };
    const [whole, open, , close] = match;
    return {
      html: withCard.replace(whole, () => `${open}${scriptSafeJson(data)}${close}`),
      scriptHashes,
    };
  };
}
