// One list of the apps (apps.config.cjs), which every tool, test and config reads: this finds
// the places in the repository's source that name every remote by hand instead — their names,
// their federation names as keys, their env variables, their default ports, a few lines apart —
// and fails on any but the one copy kept on purpose.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, REMOTES } from '../../../apps.config.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Lines close enough to be one list (an array, an object, a union written one per line). */
const WINDOW = 6;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What names a remote, one kind per entry: a copy of the list names every remote one way. */
const KINDS = [
  ['names', (remote) => new RegExp(`['"\`]${escape(remote.name)}['"\`]`)],
  ['keys', (remote) => new RegExp(`(^|[\\s{,])['"]?${remote.federationName}['"]?\\??\\s*:`)],
  ['env variables', (remote) => new RegExp(`\\b${remote.envPrefix}_(URL|PORT)\\b`)],
  ['default ports', (remote) => new RegExp(`\\b${remote.port}\\b`)],
];

/** The places in `text` that name every remote the same way within WINDOW lines. */
function handWrittenCopies(text) {
  const lines = text.split('\n');
  const copies = [];
  for (const [kind, patternOf] of KINDS) {
    const patterns = REMOTES.map(patternOf);
    for (let start = 0; start < lines.length; start += 1) {
      if (!patterns.some((pattern) => pattern.test(lines[start]))) continue;
      const window = lines.slice(start, start + WINDOW).join('\n');
      if (!patterns.every((pattern) => pattern.test(window))) continue;
      copies.push(`${start + 1}: ${kind}`);
      start += WINDOW - 1;
    }
  }
  return copies;
}

/**
 * Files that may hold a copy, and why. The api is deployed without the repository's tools, so its
 * default CORS origins keep the apps' ports; api/test/system/platform.test.ts holds them to the
 * list.
 */
const KEPT_ON_PURPOSE = { 'api/src/config.ts': ['default ports'] };

/**
 * Tests whose fixtures name remotes as made-up data, not as a list anything reads: the boot
 * script's tests describe the pages' files the shell's server would write for three remotes. A
 * fourth remote leaves them as they are.
 */
const FIXTURES = new Set(['shell/test/boot.test.ts']);

/** Source the tools and apps read; the docs describe the apps in words and pictures. */
function sourceFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => /\.(ts|tsx|js|cjs|mjs|json)$/.test(file))
    .filter((file) => !/(^|\/)package(-lock)?\.json$/.test(file))
    .filter((file) => file !== 'apps.config.cjs' && !FIXTURES.has(file))
    .filter((file) => existsSync(path.join(ROOT, file)));
}

describe('finding a hand-written list of the remotes', () => {
  const quoted = (values) => values.map((value) => `'${value}'`);

  it.each([
    ['an array of names', `const APPS = [${quoted(APPS.map((app) => app.name)).join(', ')}];`],
    [
      'a union of names, one per line',
      `type App =\n${quoted(APPS.map((app) => app.name))
        .map((name) => `  | ${name}`)
        .join('\n')};`,
    ],
    [
      'an object keyed by federation name',
      `return {\n${REMOTES.map((r) => `  ${r.federationName}: urlOf('${r.name}'),`).join('\n')}\n};`,
    ],
    [
      'the env variables',
      `const env = {\n${REMOTES.map((r) => `  ${r.envPrefix}_URL: '',`).join('\n')}\n};`,
    ],
    [
      'the default ports',
      `const origins = [${APPS.map((app) => app.port).join(', ')}].map((p) => p);`,
    ],
  ])('finds %s', (_what, code) => {
    expect(handWrittenCopies(`// planted\n${code}\n`)).not.toEqual([]);
  });

  it('leaves a place that names one remote, or some of them', () => {
    const [first, second] = REMOTES;
    const code = [
      `await startAppServer('${first.name}', port);`,
      `startShell(port, { ${first.federationName}: a.url, ${second.federationName}: b.url });`,
      `const page = '${first.federationName}/${Object.keys(first.pages)[0]}';`,
    ].join('\n');
    expect(handWrittenCopies(code)).toEqual([]);
  });
});

describe('the repository', () => {
  const copiesIn = (file) => handWrittenCopies(readFileSync(path.join(ROOT, file), 'utf8'));
  const keptOnPurpose = (file, copies) =>
    copies.every((copy) => KEPT_ON_PURPOSE[file]?.some((kind) => copy.endsWith(kind)));

  it('names the remotes by hand nowhere but in apps.config.cjs (and the copy kept on purpose)', () => {
    const found = sourceFiles()
      .map((file) => [file, copiesIn(file)])
      .filter(([file, copies]) => copies.length > 0 && !keptOnPurpose(file, copies));
    expect(Object.fromEntries(found)).toEqual({});
  });

  it.each(Object.entries(KEPT_ON_PURPOSE))(
    '%s, kept on purpose, still names every remote: its copy is in line with the list',
    (file, kinds) => {
      expect(copiesIn(file).map((copy) => copy.replace(/^\d+: /, ''))).toEqual(kinds);
    },
  );

  it.each(APPS.map((app) => [app.name, app]))(
    'has %s as a workspace, with its folder and its pages',
    (name, app) => {
      const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
      expect(root.workspaces).toContain(name);
      const own = JSON.parse(readFileSync(path.join(ROOT, name, 'package.json'), 'utf8'));
      expect(own.name).toBe(name);
      const e2e = JSON.parse(readFileSync(path.join(ROOT, 'e2e', 'package.json'), 'utf8'));
      // lerna builds every app before the browser suite that serves them.
      expect(Object.keys(e2e.devDependencies)).toContain(name);
      const missing = Object.keys(app.pages ?? {}).filter(
        (page) => !existsSync(path.join(ROOT, name, 'src', `${page}.tsx`)),
      );
      expect(missing).toEqual([]);
    },
  );
});
