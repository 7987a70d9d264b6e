// Which files each remote's pages need first, read from the remote's own mf-manifest.json (its
// build writes it; its server serves it no-cache), for the shell's page to preload
// (tools/serve/shell-page.mjs). Remotes deploy on their own, so a manifest is asked for again once
// it is older than `ttlMs` (with its ETag: unchanged, it answers 304). A remote that is down, slow
// or sends nonsense costs its pages their head start, never the page: it has no entry here, and
// is asked again after `retryMs`.

/** A file name a manifest may give: a plain relative path inside the remote's folder. */
const FILE = /^(?!.*\.\.)[\w.-]+(\/[\w.-]+)*\.(js|css)$/;

function filesOf(list) {
  return Array.isArray(list)
    ? list.filter((file) => typeof file === 'string' && FILE.test(file))
    : [];
}

/** `{ [exposedName]: { js, css } }` from a manifest: each exposed page's files loaded at once. */
export function pagesOf(manifest) {
  const pages = {};
  for (const expose of Array.isArray(manifest?.exposes) ? manifest.exposes : []) {
    if (typeof expose?.name !== 'string' || !/^\w+$/.test(expose.name)) continue;
    pages[expose.name] = {
      js: filesOf(expose.assets?.js?.sync),
      css: filesOf(expose.assets?.css?.sync),
    };
  }
  return pages;
}

/**
 * Reads the remotes' pages: `read()` resolves with `{ [remote]: pages }` for the remotes that
 * answered. `remotes` maps a remote's name to its base URL.
 */
export function remotePagesReader(
  remotes,
  { ttlMs = 1000, retryMs = 5000, timeoutMs = 300, now = Date.now } = {},
) {
  /** name → { pages, etag, checkedAt, ok } of the last answer, and `pending` while one is asked */
  const known = new Map();

  async function ask(base, last) {
    try {
      const response = await fetch(`${base.replace(/\/+$/, '')}/mf-manifest.json`, {
        headers: last?.ok && last.etag ? { 'If-None-Match': last.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && last?.ok) {
        await response.arrayBuffer();
        return { pages: last.pages, etag: last.etag, checkedAt: now(), ok: true };
      }
      if (!response.ok) throw new Error(`mf-manifest.json answered ${response.status}`);
      const pages = pagesOf(await response.json());
      return { pages, etag: response.headers.get('etag'), checkedAt: now(), ok: true };
    } catch {
      return { pages: undefined, etag: null, checkedAt: now(), ok: false };
    }
  }

  function pagesOfRemote(name, base) {
    const last = known.get(name);
    // One request at a time per remote: whoever asks meanwhile waits for the same answer.
    if (last?.pending) return last.pending;
    if (last && now() - last.checkedAt < (last.ok ? ttlMs : retryMs)) return last.pages;
    const pending = ask(base, last).then((answer) => {
      known.set(name, answer);
      return answer.pages;
    });
    known.set(name, { ...last, pending });
    return pending;
  }

  return {
    async read() {
      const names = Object.keys(remotes);
      const pages = await Promise.all(names.map((name) => pagesOfRemote(name, remotes[name])));
      return Object.fromEntries(names.flatMap((name, i) => (pages[i] ? [[name, pages[i]]] : [])));
    },
  };
}
