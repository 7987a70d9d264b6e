// Copies a fresh build into the folder a running app server serves, so that no browser is ever
// left without a file it may still ask for (docs/ARCHITECTURE.md, "Deploys and failing
// remotes"):
// 1. files with hashed names first (a name already there is the same content and is kept);
// 2. then the files with stable names (remoteEntry.js, mf-manifest.json, main.js, index.html,
//    ...), each written to a temporary name and renamed over the old one, so a request gets the
//    whole old file or the whole new one and never points at a missing chunk;
// 3. files the new build no longer has stay, recorded in .deploy-state.json with when they were
//    superseded: a rider who loaded the previous remoteEntry.js still fetches its chunks. A later
//    deploy deletes those superseded longer than the grace period ago.
// Source maps stay out of the served folder: they hold the app's whole source, for the team only.
// Dotfiles (the record, temporary names) are never served (app-server/serve-app.mjs).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isHashed } from './hashed-names.mjs';

export const STATE_FILE = '.deploy-state.json';
const TEMP_PREFIX = '.deploy-tmp-';

/** Every file under `dir` as a relative path with forward slashes, dotfiles left out. */
async function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')));
}

/** Writes `target` in one step: the old content or the new, never half of either. */
async function replaceAtomically(target, write) {
  const temp = path.join(path.dirname(target), `${TEMP_PREFIX}${randomBytes(6).toString('hex')}`);
  await mkdir(path.dirname(target), { recursive: true });
  await write(temp);
  await rename(temp, target);
}

async function readState(to) {
  try {
    const state = JSON.parse(await readFile(path.join(to, STATE_FILE), 'utf8'));
    return { superseded: { ...state.superseded } };
  } catch {
    return { superseded: {} };
  }
}

/** Stable names last, and the page (index.html) after the script it loads. */
function stableOrder(a, b) {
  return Number(a.endsWith('index.html')) - Number(b.endsWith('index.html')) || a.localeCompare(b);
}

/**
 * Deploys the build in `from` into the served folder `to`.
 * @param {{ from: string, to: string, graceMs: number, now?: number }} options
 * @returns {Promise<{ written: number, kept: number, superseded: number, pruned: number }>}
 */
export async function deployBuild({ from, to, graceMs, now = Date.now() }) {
  if (!existsSync(path.join(from, 'index.html'))) {
    throw new Error(`${from} is not a build (it has no index.html)`);
  }
  await mkdir(to, { recursive: true });
  const build = (await filesUnder(from)).filter((file) => !file.endsWith('.map'));
  const served = new Set(await filesUnder(to));
  // A deploy that was interrupted may have left temporary files behind.
  for (const entry of await readdir(to)) {
    if (entry.startsWith(TEMP_PREFIX)) await rm(path.join(to, entry), { force: true });
  }

  // The hashed files the folder lacks (one it has is the same content), then every stable one.
  const writes = [
    ...build.filter((file) => isHashed(file) && !served.has(file)),
    ...build.filter((file) => !isHashed(file)).sort(stableOrder),
  ];
  for (const file of writes) {
    await replaceAtomically(path.join(to, file), (temp) => copyFile(path.join(from, file), temp));
  }

  const state = await readState(to);
  const inBuild = new Set(build);
  for (const file of Object.keys(state.superseded)) {
    if (inBuild.has(file)) delete state.superseded[file];
  }
  let superseded = 0;
  for (const file of served) {
    if (inBuild.has(file) || file in state.superseded) continue;
    state.superseded[file] = new Date(now).toISOString();
    superseded += 1;
  }
  let pruned = 0;
  for (const [file, since] of Object.entries(state.superseded)) {
    if (now - Date.parse(since) < graceMs) continue;
    await rm(path.join(to, file), { force: true });
    delete state.superseded[file];
    pruned += 1;
  }
  await replaceAtomically(path.join(to, STATE_FILE), (temp) =>
    writeFile(temp, `${JSON.stringify(state, null, 2)}\n`),
  );
  return { written: writes.length, kept: Object.keys(state.superseded).length, superseded, pruned };
}
