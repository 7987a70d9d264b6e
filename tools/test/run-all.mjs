// Every package's test command in dependency order (lerna), as it prints them, then one line of
// totals for the whole run: jest's "Tests:" lines and Playwright's summary, added up.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const lerna = path.join(root, 'node_modules', '.bin', 'lerna');
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Adds what one line of a runner's summary reports. */
function count(line) {
  // eslint-disable-next-line no-control-regex -- the runners colour their output
  const text = line.replace(/\u001b\[[0-9;]*m/g, '');
  const jest = /^Tests:\s+(.*)$/.exec(text);
  if (jest) {
    for (const [, n, word] of jest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (word === 'todo') totals.skipped += Number(n);
      else totals[word] += Number(n);
    }
    return;
  }
  const playwright = /^\s+(\d+) (passed|failed|flaky|skipped|did not run)( \(|$)/.exec(text);
  if (playwright) {
    const key = { passed: 'passed', failed: 'failed', flaky: 'failed' }[playwright[2]] ?? 'skipped';
    totals[key] += Number(playwright[1]);
  }
}

const child = spawn(lerna, ['run', 'test', '--concurrency', '1', ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
});
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  let rest = '';
  from.on('data', (chunk) => {
    to.write(chunk);
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    lines.forEach(count);
  });
  from.on('end', () => count(rest));
}
child.on('close', (code, signal) => {
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(code ?? (signal ? 1 : 0));
});
