// The cluster's monitoring: Debian's Prometheus (package prometheus) on loopback, with its data
// in the cluster's temporary folder, scraping every api instance's /metrics (METRICS_PORT) and
// HAProxy's exporter every second. Its web UI and HTTP API (/api/v1/query) are at `url`.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { available, untilAnswers } from './waiting.mjs';

const PROMETHEUS =
  process.env.PROMETHEUS_BIN ??
  (existsSync('/usr/bin/prometheus') ? '/usr/bin/prometheus' : 'prometheus');

export const prometheusAvailable = () => available(PROMETHEUS);

/**
 * Writes the configuration into `dir`, starts Prometheus with its storage there, and resolves
 * once it is ready.
 * @param {ReturnType<import('./processes.mjs').createSupervisor>} supervisor
 * @param {{ dir: string, port: number, instances: { name: string, metricsPort: number }[],
 *           haproxyMetricsPort: number }} options
 */
export async function startPrometheus(supervisor, { dir, port, instances, haproxyMetricsPort }) {
  // One job per kind of target, each target labelled with its name; written as JSON, which is
  // YAML. Scraped every second, so a test (or a person trying it) sees a request in the graphs
  // within seconds.
  const config = {
    global: { scrape_interval: '1s', evaluation_interval: '1s' },
    scrape_configs: [
      {
        job_name: 'api',
        static_configs: instances.map(({ name, metricsPort }) => ({
          targets: [`127.0.0.1:${metricsPort}`],
          labels: { instance_name: name },
        })),
      },
      { job_name: 'haproxy', static_configs: [{ targets: [`127.0.0.1:${haproxyMetricsPort}`] }] },
    ],
  };
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const url = `http://127.0.0.1:${port}`;
  const handle = supervisor.start(
    'prometheus',
    PROMETHEUS,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { cwd: dir, quiet: true },
  );
  await untilAnswers(handle, `${url}/-/ready`);
  return {
    url,
    /** One instant query through the HTTP API; resolves with its result vector. */
    async query(expression) {
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expression)}`);
      const answer = await response.json();
      if (answer.status !== 'success') {
        throw new Error(`Prometheus refused ${expression}: ${answer.error ?? response.status}`);
      }
      return answer.data.result;
    },
  };
}
