import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../../src/paths';

/**
 * The repository brings its own Node: the root `node` dependency installs it into
 * node_modules/.bin, which npm puts first on the PATH of every script (README, "Run it"). The
 * machine's Node may be an older, unsupported one; nothing of the api may run on it.
 */
const rootPackage = JSON.parse(
  fs.readFileSync(path.join(API_ROOT, '..', 'package.json'), 'utf8'),
) as { dependencies: Record<string, string> };
const shippedMajor = major(rootPackage.dependencies.node ?? '');

function major(version: string): number {
  return Number(/\d+/.exec(version)?.[0]);
}

describe('the Node runtime', () => {
  it('is the major the repository installs, for the api under test', () => {
    expect(shippedMajor).toBeGreaterThanOrEqual(24);
    expect(major(process.version)).toBe(shippedMajor);
  });

  it('is what `node` means to npm scripts and the processes they start', () => {
    // Resolved through PATH, as `node dist/server.js` in api/package.json is.
    const onPath = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
    expect(major(onPath)).toBe(shippedMajor);
  });
});
