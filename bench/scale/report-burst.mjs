// The attack of 2026-11-27 on a seeded shop (bench/scale.mjs): eight 24-month reports asked
// at once by four administrators (JSON and CSV), while a rider reads the catalogue and the load
// balancer asks /health, each one request after another until the last report has answered. The
// reads past the caps are refused (api/README.md, "Heavy reads"); what is measured is what the
// others meanwhile wait.
import { addMonths } from '../../shared-domain/dist/index.js';
import { signUpRiders } from '../servers.mjs';
import { median, p99 } from '../table.mjs';

const REPORTS = 8;
const ADMINISTRATORS = 4;

async function get(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Resolves with { ran, refused, catalogue: {p50, p99, samples}, health: {…} }. */
export async function reportBurst(apiUrl, plan, riderToken) {
  const month = new Date(plan.wallNow).toISOString().slice(0, 7);
  const report = `${apiUrl}/api/v1/admin/reports/monthly?from=${addMonths(month, -23)}&to=${month}`;
  const tokens = await signUpRiders(apiUrl, ADMINISTRATORS, { admin: true });
  let burstOver = false;
  const burst = Promise.all(
    Array.from({ length: REPORTS }, (_, n) =>
      get(report, {
        authorization: `Bearer ${tokens[n % ADMINISTRATORS]}`,
        ...(n % 2 === 1 ? { accept: 'text/csv' } : {}),
      }),
    ),
  ).finally(() => {
    burstOver = true;
  });
  const meanwhile = async (url, headers) => {
    const times = [];
    while (!burstOver) {
      const answer = await get(url, headers);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status} meanwhile`);
      times.push(answer.ms);
    }
    return { p50: median(times), p99: p99(times), samples: times.length };
  };
  const [answers, catalogue, health] = await Promise.all([
    burst,
    meanwhile(`${apiUrl}/api/v1/motorcycles`, { authorization: `Bearer ${riderToken}` }),
    meanwhile(`${apiUrl}/health`, {}),
  ]);
  const other = answers.filter(({ status }) => status !== 200 && status !== 429);
  if (other.length > 0) throw new Error(`reports answered ${other.map((a) => a.status)}`);
  return {
    ran: answers.filter(({ status }) => status === 200).length,
    refused: answers.filter(({ status }) => status === 429).length,
    catalogue,
    health,
  };
}
