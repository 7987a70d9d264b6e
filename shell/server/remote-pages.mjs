// Which files each remote's pages need first, read from the remote's own mf-manifest.json (its
// build writes it; its server serves it no-cache), for the shell's page to preload
// (shell/server/shell-page.mjs). Remotes deploy on their own, so a manifest is asked for again once
// the last answer is older than `ttlMs` (with its ETag: unchanged, it answers 304). A page never
// waits more than `waitMs` for it (./kept-answer.mjs): a remote that answers slowly leaves the
// page with the last answer known (a new deploy is seen by the next page), and one that is down
// or sends nonsense leaves its pages without a head start, never the page without its answer.
import { keptAnswer } from './kept-answer.mjs';

/** A file name a manifest may give: a plain relative path inside the remote's folder. */
const FILE = /^(?!.*\.\.)[\w.-]+(\/[\w.-]+)*\.(js|css)$/;

function filesOf(list) {
  return Array.isArray(list)
    ? list.filter((file) => typeof file === 'string' && FILE.test(file))
    : [];
}

/** A remote's catalogues of one language other than English (tools/build/webpack.base.cjs). */
const LOCALE_FILE = /^locale-(\w+)\.\w+\.js$/;

/** `{ [language]: [file] }`: the catalogues among a page's later files, by language. */
function localesOf(list) {
  const locales = {};
  for (const file of filesOf(list)) {
    const language = LOCALE_FILE.exec(file)?.[1];
    if (language) (locales[language] ??= []).push(file);
  }
  return locales;
}

/**
 * `{ [exposedName]: { js, css, locales } }` from a manifest: each exposed page's files loaded at
 * once, and its catalogues in each language other than English, which its code asks for next.
 */
export function pagesOf(manifest) {
  const pages = {};
  for (const expose of Array.isArray(manifest?.exposes) ? manifest.exposes : []) {
    if (typeof expose?.name !== 'string' || !/^\w+$/.test(expose.name)) continue;
    pages[expose.name] = {
      js: filesOf(expose.assets?.js?.sync),
      css: filesOf(expose.assets?.css?.sync),
      locales: localesOf(expose.assets?.js?.async),
    };
  }
  return pages;
}

/**
 * Reads the remotes' pages: `read()` resolves with `{ [remote]: pages }` for the remotes whose
 * pages are known. `remotes` maps a remote's name to its base URL.
 */
export function remotePagesReader(
  remotes,
  { ttlMs = 1000, waitMs = 300, timeoutMs = 5000, now = Date.now } = {},
) {
  /** One remote's answer `{ value: pages, etag, ok }`; pages undefined when the remote failed. */
  const ask = (base) => async (last) => {
    try {
      const response = await fetch(`${base.replace(/\/+$/, '')}/mf-manifest.json`, {
        headers: last?.ok && last.etag ? { 'If-None-Match': last.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && last?.ok) {
        await response.arrayBuffer();
        return { value: last.value, etag: last.etag, ok: true };
      }
      if (!response.ok) throw new Error(`mf-manifest.json answered ${response.status}`);
      const pages = pagesOf(await response.json());
      return { value: pages, etag: response.headers.get('etag'), ok: true };
    } catch {
      return { value: undefined, etag: null, ok: false };
    }
  };
  const names = Object.keys(remotes);
  const readers = names.map((name) =>
    keptAnswer(ask(remotes[name]), { keepMs: ttlMs, waitMs, now }),
  );

  return {
    async read() {
      const pages = await Promise.all(readers.map((reader) => reader.read()));
      return Object.fromEntries(names.flatMap((name, i) => (pages[i] ? [[name, pages[i]]] : [])));
    },
  };
}
