import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/** What a broken remote does with a request: never answer, drop the connection, or a status. */
export type Fault = 'hang' | 'drop' | 404 | 500 | 503;

interface Rule {
  path: RegExp;
  fault: Fault;
  times: number;
}

export interface FaultyRemote {
  url: string;
  /** From now on answers requests whose path matches with `fault`, `times` times or forever. */
  fail(path: RegExp, fault: Fault, times?: number): void;
  /** Serves every request again; hung requests are dropped. */
  heal(): void;
  /** Heals, and forgets the requests counted so far: for the next test. */
  reset(): void;
  /** How many requests whose path matches reached it since the last reset. */
  requests(path: RegExp): number;
  stop(): Promise<void>;
}

/**
 * A remote's real server behind a proxy that can fail on cue: real HTTP from the browser to the
 * real build, with the failures a rider meets (a server that hangs, drops the connection, or
 * answers 404 or 500) injected between them.
 */
export async function startFaultyRemote(target: string, port: number): Promise<FaultyRemote> {
  let rules: Rule[] = [];
  const seen: string[] = [];
  const hung = new Set<ServerResponse>();

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    seen.push(path);
    const rule = rules.find((r) => r.path.test(path) && r.times > 0);
    if (!rule) return forward(req, res);
    rule.times -= 1;
    if (rule.fault === 'hang') {
      hung.add(res);
      res.on('close', () => hung.delete(res));
    } else if (rule.fault === 'drop') {
      req.socket.destroy();
    } else {
      res.writeHead(rule.fault, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end(`Injected ${rule.fault}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });

  const heal = () => {
    rules = [];
    hung.forEach((res) => res.destroy());
  };
  return {
    url: `http://localhost:${port}`,
    fail(path, fault, times = Infinity) {
      rules.push({ path, fault, times });
    },
    heal,
    reset() {
      heal();
      seen.length = 0;
    },
    requests(path) {
      return seen.filter((p) => path.test(p)).length;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        hung.forEach((res) => res.destroy());
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
