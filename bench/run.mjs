// npm run bench: the performance budgets of docs/PERFORMANCE.md, measured, printed as one table.
//
//   npm run bench                  # api, scale, browser and pages
//   npm run bench -- --api         # the api alone
//   npm run bench -- --browser     # the browser alone: bytes, copies, log in → first card
//   npm run bench -- --pages       # Lighthouse on a slow phone, every page (--pages=/delete,/login: those)
//   npm run bench -- --scale       # a year of a 200-scooter shop on SQLite and PostgreSQL
//   npm run bench -- --cluster     # through HAProxy with 1 and 3 api instances, and 1 direct
//   npm run bench -- --quick       # fewer, shorter rounds (a smoke run; numbers are rougher)
//
// Every server it needs is its own: the built api on fresh SQLite files (and a throwaway
// PostgreSQL 15), a bare node:http baseline and the Fastify floor, the four built apps; ports
// 3900-3903 and 4900-4951 (BENCH_PORT_BASE=900 moves them all). Builds what is missing first.
// Never part of npm test. Exits 1 when a figure is over its budget (or the run fails).
// Numbers depend on what else the machine does: run it on a quiet machine (see the load average
// it prints) and read docs/PERFORMANCE.md.
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { CHROMIUM } from '../tools/test/chromium.cjs';
import { stopWithProcess } from '../tools/stack/processes.mjs';
import { supervisor } from './servers.mjs';
import { formatTable } from './table.mjs';

stopWithProcess(supervisor, {
  code: 130,
  before: (signal) => console.error(`\n${signal}: stopping the benchmark's servers`),
});

// --pages=/delete,/login names the pages to run (the paths of bench/pages.mjs).
const pagesOption = process.argv.slice(2).find((a) => a.startsWith('--pages='));
const onlyPages = pagesOption?.slice('--pages='.length).split(',');
const args = new Set(process.argv.slice(2).map((a) => (a === pagesOption ? '--pages' : a)));
const quick = args.has('--quick');

// Each part in the order it runs: its module, its function and its options (quick, full); the
// pages are also told `only`.
const PARTS = {
  '--api': [
    './api.mjs',
    'benchApi',
    { rounds: 2, seconds: 2, bookingRounds: 1, bookingsPerRound: 1000 },
    { rounds: 6, seconds: 5, bookingRounds: 3, bookingsPerRound: 3000 },
  ],
  '--scale': [
    './scale.mjs',
    'benchScale',
    { samples: 15, browserRuns: 1 },
    { samples: 30, browserRuns: 3 },
  ],
  '--cluster': [
    './cluster.mjs',
    'benchCluster',
    { rounds: 2, seconds: 2, bookingRounds: 1, bookingsPerRound: 500 },
    { rounds: 4, seconds: 5, bookingRounds: 2, bookingsPerRound: 1500 },
  ],
  '--browser': ['./browser.mjs', 'benchBrowser', { runs: 1 }, { runs: 5 }],
  '--pages': ['./pages.mjs', 'benchPages', { runs: 1 }, { runs: 3 }],
};
const unknown = [...args].filter((a) => !(a in PARTS) && a !== '--quick' && a !== '--help');
if (args.has('--help') || unknown.length > 0) {
  if (unknown.length > 0) console.error(`Unknown option ${unknown.join(' ')}`);
  console.log(
    'usage: npm run bench -- [--api] [--browser] [--pages[=/path,...]] [--scale] [--cluster] [--quick]',
  );
  process.exit(unknown.length > 0 ? 2 : 0);
}
// With no choice: the api, the browser, the pages and the scale (the cluster needs haproxy and
// redis-server: ask for it).
const all = !Object.keys(PARTS).some((option) => args.has(option));
const chosen = Object.keys(PARTS).filter((o) => args.has(o) || (all && o !== '--cluster'));

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'not found';
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const machine = {
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  chromium: chromiumVersion(),
};

const rows = [];
const started = Date.now();
const loadBefore = load();
console.log(`Load average (1, 5, 15 min) before: ${loadBefore}`);
if (os.loadavg()[0] >= 1.5) {
  console.log('The machine is busy: figures will be lower and noisier than on a quiet one.');
}
let failed = false;
try {
  for (const option of chosen) {
    const [module, name, quickOptions, fullOptions] = PARTS[option];
    const bench = (await import(module))[name];
    rows.push(...(await bench({ ...(quick ? quickOptions : fullOptions), only: onlyPages })));
  }
} catch (error) {
  failed = true;
  console.error(`\nThe benchmark failed: ${error instanceof Error ? error.stack : error}`);
} finally {
  await supervisor.stopAll();
}

if (rows.length > 0) {
  console.log(`
${formatTable(rows)}

Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memory} memory, Node ${machine.node}, ${machine.chromium}
Load average (1, 5, 15 min): ${loadBefore} before, ${load()} after; ${Math.round((Date.now() - started) / 1000)} s${quick ? ' (--quick)' : ''}
`);
  for (const r of rows.filter((r) => r.note)) console.log(`Note, ${r.figure}: ${r.note}`);
}
const over = rows.filter((r) => r.status === 'OVER');
if (over.length > 0) console.log(`Over budget: ${over.map((r) => r.figure).join('; ')}`);
process.exit(failed || over.length > 0 ? 1 : 0);
