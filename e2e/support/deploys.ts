import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { ROOT, type RemoteApp } from './env';

export type { RemoteApp };

const HASH = /\.([0-9a-f]{10})\./;
const TEXT = /\.(js|css|json|html|map|txt)$/;

/**
 * The build of `app` as its next build would come out, written to `dir`: every hashed file under
 * a new hash (none of the names the previous deploy served is in it) and `change[0]` replaced by
 * `change[1]` in its code, so a page shows which version runs.
 */
export async function laterBuild(
  app: RemoteApp,
  dir: string,
  change: [from: string, to: string],
): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await cp(path.join(ROOT, app, 'dist'), dir, { recursive: true });
  const files = await readdir(dir, { recursive: true });
  const newHash = new Map<string, string>();
  for (const file of files) {
    const hash = HASH.exec(file)?.[1];
    if (hash && !newHash.has(hash)) newHash.set(hash, randomBytes(5).toString('hex'));
  }
  let changed = 0;
  for (const file of files.filter((f) => TEXT.test(f))) {
    let body = await readFile(path.join(dir, file), 'utf8');
    for (const [from, to] of newHash) body = body.split(from).join(to);
    if (body.includes(change[0])) changed += 1;
    const next = body.split(change[0]).join(change[1]);
    await writeFile(path.join(dir, file), next);
    // The build's brotli copy beside it (tools/build/precompress.cjs), which a server sends first.
    if (files.includes(`${file}.br`)) {
      await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(next));
    }
  }
  expect(changed, `${change[0]} in the ${app} build`).toBeGreaterThan(0);
  for (const file of files) {
    const hash = HASH.exec(file)?.[1];
    if (hash)
      await rename(path.join(dir, file), path.join(dir, file.replace(hash, newHash.get(hash)!)));
  }
}

/** Runs the deploy command an operator runs (npm run deploy), into the folder a server serves. */
export async function deploy(
  app: RemoteApp,
  servedDir: string,
  { from, graceHours }: { from?: string; graceHours?: number } = {},
): Promise<void> {
  const args = [path.join(ROOT, 'tools/scripts/deploy.mjs'), app, servedDir];
  if (from) args.push('--from', from);
  if (graceHours !== undefined) args.push('--grace-hours', String(graceHours));
  await promisify(execFile)(process.execPath, args, { cwd: ROOT });
}

/** The file holding an exposed page's own code, as the remote's mf-manifest.json lists it. */
export async function exposeChunk(app: RemoteApp, page: string): Promise<string> {
  const manifest = JSON.parse(
    await readFile(path.join(ROOT, app, 'dist', 'mf-manifest.json'), 'utf8'),
  ) as { exposes: Array<{ name: string; assets: { js: { sync: string[] } } }> };
  // The page's own chunk: a chunk it shares with another page (listed first) may be loaded already.
  const file = manifest.exposes
    .find((e) => e.name === page)
    ?.assets.js.sync.find((name) => name.startsWith(`__federation_expose_${page}.`));
  expect(file, `${page} in ${app}'s mf-manifest.json`).toBeDefined();
  return file!;
}
