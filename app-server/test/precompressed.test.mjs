// A browser that accepts brotli gets each script and stylesheet as the build compressed it, at
// its best (tools/build/precompress.cjs), not compressed again for each request; the `.br` files
// themselves are not served.
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { APPS } from '../../apps.config.cjs';
import { serveApp } from '../serve-app.mjs';
import { builtApp } from './folders.mjs';

/** The response to GET `url` as it came over the wire: status, headers and undecoded body. */
function raw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

describe.each(APPS.map(({ name }) => name))('the build of %s, served', (app) => {
  let dist;
  let server;
  let url;
  beforeAll(async () => {
    dist = builtApp(app).dist;
    server = await serveApp(app, { port: 0, host: '127.0.0.1', distDir: dist });
    url = `http://127.0.0.1:${server.addresses()[0].port}`;
  });
  afterAll(() => server.close());

  const scriptsAndStyles = () => builtApp(app).files.filter((file) => /\.(js|css)$/.test(file));

  it('sends each script and stylesheet as its build compressed it, to a browser taking brotli', async () => {
    const files = scriptsAndStyles();
    expect(files).toContain(app === 'shell' ? 'main.js' : 'remoteEntry.js');
    const wrong = [];
    for (const file of files) {
      const { status, headers, body } = await raw(`${url}/${file}`, 'gzip, deflate, br');
      const sent =
        status === 200 &&
        headers['content-encoding'] === 'br' &&
        body.equals(readFileSync(path.join(dist, `${file}.br`))) &&
        brotliDecompressSync(body).equals(readFileSync(path.join(dist, file)));
      if (!sent) wrong.push(`/${file}: ${status} ${headers['content-encoding']}`);
    }
    expect(wrong).toEqual([]);
  });

  it('sends them gzip-compressed to a browser without brotli, and refuses the .br files', async () => {
    const [file] = scriptsAndStyles();
    const gzip = await raw(`${url}/${file}`, 'gzip');
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const direct = await raw(`${url}/${file}.br`, 'br');
    expect(direct.status).toBe(404);
  });
});
