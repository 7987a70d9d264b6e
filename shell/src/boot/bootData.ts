// From the list of remotes, not the registry or remotesConfig, which read this module: no circle.
import type { RemoteName, RemotesConfig } from '../remotes/remoteList';

/** The files an exposed page needs first, relative to its remote's address. */
export interface PageFiles {
  js: string[];
  css: string[];
}

/**
 * What the shell's page tells its boot script and its app, in a JSON block of index.html
 * (`<script type="application/json" id="vespa-boot-data">`): the build writes `shellChunks`
 * (tools/build/boot-page.cjs), the shell's server adds the rest when it serves the page
 * (tools/serve/shell-page.mjs).
 */
export interface BootData {
  /** The shell's chunks every remote page needs: the federation runtime and the api client. */
  shellChunks?: string[];
  /** Where the remotes and the api live: what /remotes.json answers. */
  remotes?: RemotesConfig;
  /** Each remote's pages and their files, from its mf-manifest.json; a remote that is down has none. */
  exposes?: Partial<Record<RemoteName, Record<string, PageFiles>>>;
}

export const BOOT_DATA_ID = 'vespa-boot-data';

/** The page's boot data; empty when the page has none (a development server's page). */
export function readBootData(doc: Document = document): BootData {
  try {
    const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
    const data: unknown = text ? JSON.parse(text) : null;
    return typeof data === 'object' && data !== null ? (data as BootData) : {};
  } catch {
    return {};
  }
}
