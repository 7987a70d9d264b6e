// The api's GET benchmark (budgets: docs/PERFORMANCE.md): GET /api/v1/motorcycles on the built
// api (fresh SQLite file, demo data), by 50 riders each with a token of their own (so requests
// that arrive together are of different accounts), against the Fastify floor (a hook-less Fastify
// route sending the same bytes and headers) and a bare node:http server (the same bytes), driven
// by the same load generator at 50 connections in rounds where each goes first in turn: req/s,
// p50, p99 and server CPU per request of each, and ours/floor per round. Medians over the rounds.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../tools/stack/processes.mjs';
import { CONNECTIONS, cpuSeconds, fmtRun } from './load.mjs';
import {
  apiLogin,
  DEMO_RIDER,
  PORTS,
  signUpRiders,
  startApi,
  startNode,
  tempDir,
} from './servers.mjs';
import { count, median, ms, row } from './table.mjs';

/** Riders whose tokens the GET benchmark sends in turn. */
const RIDERS = 50;
const BUDGET = { floorRatio: 0.8, p99: 5 };

/** The api's response headers that a server of its own would send again, by name. */
function responseHeaders(response) {
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return Object.fromEntries([...response.headers].filter(([name]) => !own.has(name)));
}

export async function getBenchmark(load, { rounds, seconds }) {
  const api = await startApi(PORTS.api);
  const { token } = await apiLogin(api.url, DEMO_RIDER.email, DEMO_RIDER.password);
  const headers = { authorization: `Bearer ${token}` };
  const riders = [token, ...(await signUpRiders(api.url, RIDERS - 1))];
  const listUrl = `${api.url}/api/v1/motorcycles`;
  const response = await fetch(listUrl, { headers });
  if (response.status !== 200) throw new Error(`GET motorcycles answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type');
  const motorcycles = JSON.parse(body.toString()).data;

  const folder = tempDir('vespa-bench-bare-');
  const bodyFile = path.join(folder, 'motorcycles.json');
  writeFileSync(bodyFile, body);
  const headersFile = path.join(folder, 'headers.json');
  writeFileSync(headersFile, JSON.stringify(responseHeaders(response)));
  const servers = { ours: api };
  const urls = { ours: listUrl };
  for (const [name, label, script, arg] of [
    ['bare', 'bare server', 'bare-server.mjs', contentType],
    ['floor', 'Fastify floor server', 'fastify-floor-server.mjs', headersFile],
  ]) {
    const url = `http://127.0.0.1:${PORTS[name]}/api/v1/motorcycles`;
    const args = [String(PORTS[name]), bodyFile, arg];
    servers[name] = await startNode(label, path.join(ROOT, 'bench', script), args, {
      port: PORTS[name],
      url,
    });
    urls[name] = url;
    const copy = Buffer.from(await (await fetch(url)).arrayBuffer());
    if (!copy.equals(body)) throw new Error(`${url} does not answer the same bytes`);
  }
  console.log(
    `  GET /api/v1/motorcycles: ${body.length} bytes, ${motorcycles.length} motorcycles, ${contentType}`,
  );

  const names = ['ours', 'bare', 'floor'];
  const target = (name) => ({ url: urls[name], tokens: riders, connections: CONNECTIONS });
  // Warm-up: JIT, connection pools, caches, on each.
  for (const name of names) {
    await load.run('get', { ...target(name), duration: Math.max(2, Math.round(seconds / 2)) });
  }
  const results = { ours: [], bare: [], floor: [] };
  /** Each round's req/s of `a` over `b`'s. */
  const ratios = (a, b) =>
    results[a].map((r, i) => r.requestsPerSecond / results[b][i].requestsPerSecond);
  for (let round = 0; round < rounds; round += 1) {
    // Each server goes first, second and third in turn, so a slow moment of the machine does not
    // always fall on the same one.
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) {
      const cpuBefore = cpuSeconds(servers[name].pid);
      const result = await load.run('get', { ...target(name), duration: seconds });
      // Server CPU per request: what a request costs, whatever else the machine is doing.
      result.cpuMicroseconds = ((cpuSeconds(servers[name].pid) - cpuBefore) * 1e6) / result.total;
      results[name].push(result);
    }
    console.log(
      `  round ${round + 1}/${rounds}: ours ${fmtRun(results.ours.at(-1))} | Fastify floor ${fmtRun(results.floor.at(-1))} | ` +
        `bare ${fmtRun(results.bare.at(-1))} | ours/floor ${ratios('ours', 'floor').at(-1).toFixed(2)}, floor/bare ${ratios('floor', 'bare').at(-1).toFixed(2)}`,
    );
  }
  const failures = results.ours.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  const med = (name, key) => median(results[name].map((r) => r[key]));
  /** `ours` formatted, then `floor` and `bare` in brackets. */
  const three = (key, format) =>
    `${format(med('ours', key))} (${format(med('floor', key))}, ${format(med('bare', key))})`;
  const ratio = median(ratios('ours', 'floor'));
  const oursToBare = median(ratios('ours', 'bare'));
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  const micros = (value) => `${Math.round(value)} µs`;
  return [
    ...[
      ['ours', 'ours'],
      ['floor', 'Fastify floor'],
      ['bare', 'bare node:http'],
    ].map(([name, label]) => {
      const rate = med(name, 'requestsPerSecond');
      return row('api', `GET motorcycles, ${label}: req/s`, rate, count(rate));
    }),
    row('api', 'GET ratio ours / Fastify floor', ratio, ratio.toFixed(2), {
      atLeast: BUDGET.floorRatio,
    }),
    row(
      'api',
      'GET ratios ours / bare, Fastify floor / bare',
      oursToBare,
      `${oursToBare.toFixed(2)}, ${median(ratios('floor', 'bare')).toFixed(2)}`,
    ),
    row('api', 'GET ours p50 (floor, bare)', med('ours', 'p50'), three('p50', ms)),
    row('api', 'GET ours p99 (floor, bare)', med('ours', 'p99'), three('p99', ms), {
      atMost: BUDGET.p99,
      label: `${BUDGET.p99} ms`,
    }),
    row(
      'api',
      'GET server CPU per request, ours (floor, bare)',
      med('ours', 'cpuMicroseconds'),
      three('cpuMicroseconds', micros),
    ),
    ...(failures > 0
      ? [
          row('api', 'GET ours: non-2xx, errors, timeouts', failures, count(failures), {
            atMost: 0,
          }),
        ]
      : []),
  ];
}
