/** The files an exposed page needs first, relative to its remote's address. */
export interface PageFiles {
  js: string[];
  css: string[];
  /** Its catalogues in each language other than English, which its code asks for next. */
  locales?: Record<string, string[]>;
}

/**
 * What the shell's page tells the scripts in it, in a JSON block of index.html
 * (`<script type="application/json" id="vespa-boot-data">`): the shell's build writes
 * `shellChunks` (shell/server/boot-page.cjs), its server adds the rest when it serves the page
 * (shell/server/shell-page.mjs). Read by the shell's boot script and app, and by a remote's
 * early-calls script (where the api lives).
 */
export interface BootData {
  /** The shell's chunks every remote page needs: the federation runtime and the api client. */
  shellChunks?: string[];
  /** The shell's catalogues in each language other than English (English is in main.js). */
  shellLocales?: Record<string, string[]>;
  /** Where the remotes (by federation name) and the api live: what /remotes.json answers. */
  remotes?: Record<string, string>;
  /** Each remote's pages and their files, from its mf-manifest.json; a remote that is down has none. */
  exposes?: Record<string, Record<string, PageFiles>>;
}

export const BOOT_DATA_ID = 'vespa-boot-data';

/** The page's boot data; empty when the page has none (a development server's page). */
export function readBootData(): BootData {
  try {
    const text = document.getElementById(BOOT_DATA_ID)?.textContent;
    const data: unknown = text ? JSON.parse(text) : null;
    return typeof data === 'object' && data !== null ? (data as BootData) : {};
  } catch {
    return {};
  }
}
