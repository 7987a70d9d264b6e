// The deploy (app-server/deploy-build.mjs) with a clock the test sets: the files a new build
// supersedes stay for the grace period, for pages that loaded the previous entry, and go after it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deployBuild } from '../deploy-build.mjs';
import { tempFolder, writeFiles } from './folders.mjs';

const HOUR = 3_600_000;
const GRACE = 24 * HOUR;
const START = Date.parse('2026-11-25T09:00:00Z');

/** Two builds of one remote: the second renames its chunk (new content, new hash). */
function builds() {
  const first = writeFiles(tempFolder(), {
    'index.html': '<title>first</title>',
    'remoteEntry.js': 'load("1.aaaaaaaaaa.js") // first',
    'mf-manifest.json': '{"build":"first"}',
    '1.aaaaaaaaaa.js': 'first chunk',
    'shared.cccccccccc.js': 'a chunk both builds have',
    'remoteEntry.js.map': '{"sourcesContent":["first source"]}',
    '1.aaaaaaaaaa.js.map': '{"sourcesContent":["first source"]}',
  });
  const second = writeFiles(tempFolder(), {
    'index.html': '<title>second</title>',
    'remoteEntry.js': 'load("2.bbbbbbbbbb.js") // second',
    'mf-manifest.json': '{"build":"second"}',
    '2.bbbbbbbbbb.js': 'second chunk',
    'shared.cccccccccc.js': 'a chunk both builds have',
    'remoteEntry.js.map': '{"sourcesContent":["second source"]}',
    '2.bbbbbbbbbb.js.map': '{"sourcesContent":["second source"]}',
  });
  return { first, second };
}

/** The served folder's files, dotfiles (the deploy's record) left out. */
function servedFiles(dir) {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort();
}

const read = (dir, name) => readFileSync(path.join(dir, name), 'utf8');

describe('a deploy into the served folder', () => {
  it('writes the build without its source maps', async () => {
    const { first } = builds();
    const served = tempFolder();
    await deployBuild({ from: first, to: served, graceMs: GRACE, now: START });
    expect(servedFiles(served)).toEqual([
      '1.aaaaaaaaaa.js',
      'index.html',
      'mf-manifest.json',
      'remoteEntry.js',
      'shared.cccccccccc.js',
    ]);
  });

  it('keeps the files the next build supersedes through the grace period, then removes them', async () => {
    const { first, second } = builds();
    const served = tempFolder();
    await deployBuild({ from: first, to: served, graceMs: GRACE, now: START });

    const next = await deployBuild({ from: second, to: served, graceMs: GRACE, now: START + HOUR });
    // Written: the three entry files and the new chunk; the chunk both builds have is there.
    expect(next).toEqual({ written: 4, kept: 1, superseded: 1, pruned: 0 });
    // The new entry files are in place; the chunk the previous entry names is still there.
    expect(read(served, 'remoteEntry.js')).toContain('second');
    expect(read(served, 'index.html')).toContain('second');
    expect(read(served, '1.aaaaaaaaaa.js')).toBe('first chunk');

    // One millisecond before the grace period ends, a later deploy still keeps it ...
    const during = await deployBuild({
      from: second,
      to: served,
      graceMs: GRACE,
      now: START + HOUR + GRACE - 1,
    });
    expect(during).toMatchObject({ kept: 1, superseded: 0, pruned: 0 });
    expect(existsSync(path.join(served, '1.aaaaaaaaaa.js'))).toBe(true);

    // ... and once it has passed, removes it.
    const after = await deployBuild({
      from: second,
      to: served,
      graceMs: GRACE,
      now: START + HOUR + GRACE,
    });
    expect(after).toMatchObject({ kept: 0, superseded: 0, pruned: 1 });
    expect(servedFiles(served)).toEqual([
      '2.bbbbbbbbbb.js',
      'index.html',
      'mf-manifest.json',
      'remoteEntry.js',
      'shared.cccccccccc.js',
    ]);
  });

  it('counts the grace period from when a file was first superseded, not from the last deploy', async () => {
    const { first, second } = builds();
    const served = tempFolder();
    await deployBuild({ from: first, to: served, graceMs: GRACE, now: START });
    await deployBuild({ from: second, to: served, graceMs: GRACE, now: START + HOUR });
    await deployBuild({ from: second, to: served, graceMs: GRACE, now: START + 12 * HOUR });
    const later = await deployBuild({
      from: second,
      to: served,
      graceMs: GRACE,
      now: START + HOUR + GRACE,
    });
    expect(later.pruned).toBe(1);
    expect(existsSync(path.join(served, '1.aaaaaaaaaa.js'))).toBe(false);
  });

  it('takes back a superseded file that a later build has again', async () => {
    const { first, second } = builds();
    const served = tempFolder();
    await deployBuild({ from: first, to: served, graceMs: GRACE, now: START });
    await deployBuild({ from: second, to: served, graceMs: GRACE, now: START + HOUR });
    // A rollback to the first build, then long after, the second again.
    await deployBuild({ from: first, to: served, graceMs: GRACE, now: START + 2 * HOUR });
    await deployBuild({ from: second, to: served, graceMs: GRACE, now: START + 3 * HOUR });
    const result = await deployBuild({
      from: second,
      to: served,
      graceMs: GRACE,
      now: START + 2 * HOUR + GRACE,
    });
    // The first chunk was superseded anew at hour 3: it stays until hour 27.
    expect(result.pruned).toBe(0);
    expect(read(served, '1.aaaaaaaaaa.js')).toBe('first chunk');
  });
});
