// What Fastify itself costs on the hot GET, for the api benchmark's "floor" row: a Fastify route
// with no hooks, no logger and no database that answers every request with the bytes and the
// response headers the api sent to GET /api/v1/motorcycles. The api cannot be cheaper than this.
//   node bench/fastify-floor-server.mjs <port> <body file> <headers file (JSON)>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The api's own Fastify, whatever the root node_modules holds.
const Fastify = createRequire(new URL('../api/package.json', import.meta.url))('fastify');
const [port, bodyFile, headersFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = JSON.parse(readFileSync(headersFile, 'utf8'));

const app = Fastify({ logger: false });
app.get('/api/v1/motorcycles', (_request, reply) => {
  reply.headers(headers).send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`Fastify floor server on ${port}`);
