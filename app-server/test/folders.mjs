// Folders the tests write, as a build or a served folder would hold them, and removed after the
// test file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
