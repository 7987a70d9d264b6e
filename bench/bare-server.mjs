// The baseline of the api benchmark: a bare node:http server that answers every request with the
// bytes the api answered to GET /api/v1/motorcycles, under the same content type.
//   node bench/bare-server.mjs <port> <body file> <content type>
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [port, file, contentType] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { 'content-type': contentType, 'content-length': body.length };

http
  .createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`bare server on ${port}`));
