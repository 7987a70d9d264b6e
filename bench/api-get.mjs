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
  const api = await startApi({ port: PORTS.api });
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
  const bareUrl = `http://127.0.0.1:${PORTS.bare}/api/v1/motorcycles`;
  const floorUrl = `http://127.0.0.1:${PORTS.floor}/api/v1/motorcycles`;
  const bareServer = await startNode(
    'bare server',
    path.join(ROOT, 'bench/bare-server.mjs'),
    [String(PORTS.bare), bodyFile, contentType],
    { port: PORTS.bare, url: bareUrl },
  );
  const floorServer = await startNode(
    'Fastify floor server',
    path.join(ROOT, 'bench/fastify-floor-server.mjs'),
    [String(PORTS.floor), bodyFile, headersFile],
    { port: PORTS.floor, url: floorUrl },
  );
  for (const url of [bareUrl, floorUrl]) {
    const copy = Buffer.from(await (await fetch(url)).arrayBuffer());
    if (!copy.equals(body)) throw new Error(`${url} does not answer the same bytes`);
  }
  console.log(
    `  GET /api/v1/motorcycles: ${body.length} bytes, ${motorcycles.length} motorcycles, ${contentType}`,
  );

  const targets = {
    ours: { url: listUrl, tokens: riders, connections: CONNECTIONS },
    bare: { url: bareUrl, tokens: riders, connections: CONNECTIONS },
    floor: { url: floorUrl, tokens: riders, connections: CONNECTIONS },
  };
  const pids = { ours: api.pid, bare: bareServer.pid, floor: floorServer.pid };
  const names = Object.keys(targets);
  // Warm-up: JIT, connection pools, caches, on each.
  for (const name of names) {
    await load.run('get', { ...targets[name], duration: Math.max(2, Math.round(seconds / 2)) });
  }
  const results = { ours: [], bare: [], floor: [] };
  const ratios = { oursToFloor: [], oursToBare: [], floorToBare: [] };
  for (let round = 0; round < rounds; round += 1) {
    // Each server goes first, second and third in turn, so a slow moment of the machine does not
    // always fall on the same one.
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) {
      const cpuBefore = cpuSeconds(pids[name]);
      const result = await load.run('get', { ...targets[name], duration: seconds });
      // Server CPU per request: what a request costs, whatever else the machine is doing.
      result.cpuMicroseconds = ((cpuSeconds(pids[name]) - cpuBefore) * 1e6) / result.total;
      results[name].push(result);
    }
    const rate = (name) => results[name].at(-1).requestsPerSecond;
    ratios.oursToFloor.push(rate('ours') / rate('floor'));
    ratios.oursToBare.push(rate('ours') / rate('bare'));
    ratios.floorToBare.push(rate('floor') / rate('bare'));
    console.log(
      `  round ${round + 1}/${rounds}: ours ${fmtRun(results.ours.at(-1))} | Fastify floor ${fmtRun(results.floor.at(-1))} | ` +
        `bare ${fmtRun(results.bare.at(-1))} | ours/floor ${ratios.oursToFloor.at(-1).toFixed(2)}, floor/bare ${ratios.floorToBare.at(-1).toFixed(2)}`,
    );
  }
  const failures = results.ours.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  const med = (name, key) => median(results[name].map((r) => r[key]));
  const ratio = median(ratios.oursToFloor);
  await Promise.all([api.stop(), bareServer.stop(), floorServer.stop()]);
  return {
    motorcycles,
    rows: [
      row(
        'api',
        'GET motorcycles, ours: req/s',
        med('ours', 'requestsPerSecond'),
        count(med('ours', 'requestsPerSecond')),
      ),
      row(
        'api',
        'GET motorcycles, Fastify floor: req/s',
        med('floor', 'requestsPerSecond'),
        count(med('floor', 'requestsPerSecond')),
      ),
      row(
        'api',
        'GET motorcycles, bare node:http: req/s',
        med('bare', 'requestsPerSecond'),
        count(med('bare', 'requestsPerSecond')),
      ),
      row('api', 'GET ratio ours / Fastify floor', ratio, ratio.toFixed(2), {
        atLeast: BUDGET.floorRatio,
      }),
      row(
        'api',
        'GET ratios ours / bare, Fastify floor / bare',
        median(ratios.oursToBare),
        `${median(ratios.oursToBare).toFixed(2)}, ${median(ratios.floorToBare).toFixed(2)}`,
      ),
      row(
        'api',
        'GET ours p50 (floor, bare)',
        med('ours', 'p50'),
        `${ms(med('ours', 'p50'))} (${ms(med('floor', 'p50'))}, ${ms(med('bare', 'p50'))})`,
      ),
      row(
        'api',
        'GET ours p99 (floor, bare)',
        med('ours', 'p99'),
        `${ms(med('ours', 'p99'))} (${ms(med('floor', 'p99'))}, ${ms(med('bare', 'p99'))})`,
        { atMost: BUDGET.p99, label: `${BUDGET.p99} ms` },
      ),
      row(
        'api',
        'GET server CPU per request, ours (floor, bare)',
        med('ours', 'cpuMicroseconds'),
        `${Math.round(med('ours', 'cpuMicroseconds'))} µs (${Math.round(med('floor', 'cpuMicroseconds'))} µs, ${Math.round(med('bare', 'cpuMicroseconds'))} µs)`,
      ),
      ...(failures > 0
        ? [
            row('api', 'GET ours: non-2xx, errors, timeouts', failures, count(failures), {
              atMost: 0,
            }),
          ]
        : []),
    ],
  };
}
