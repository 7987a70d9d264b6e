// Folders the tests write, as a build or a served folder would hold them, and removed after the
// test file.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const made = [];

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder under the system's temporary folder. */
export function tempFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vespa-tools-test-'));
  made.push(dir);
  return dir;
}

/** Writes `files` ({ 'relative/name': 'content' }) into `dir`; returns `dir`. */
export function writeFiles(dir, files) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/**
 * What `npm run build` wrote for `app`: its dist folder and every file in it, as paths relative
 * to it with forward slashes.
 */
export function builtApp(app) {
  const dist = path.join(ROOT, app, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${app} is not built: run npm run build at the repository root first`);
  }
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
  return { dist, files };
}
