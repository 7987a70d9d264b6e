// The shell's page as its server sends it (shell/server/shell-page.mjs, remote-pages.mjs), over real
// HTTP: the remotes' configuration and their pages' files written into the page, read from the
// remotes' own servers as they are now, and a page that is whole whatever a remote does.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { jest } from '@jest/globals';
import { REMOTES } from '../../../apps.config.cjs';
import { remotePagesReader } from '../remote-pages.mjs';
import { serveApp } from '../../../app-server/serve-app.mjs';
import { tempFolder, writeFiles } from '../../../app-server/test/folders.mjs';
import { BOOT_SCRIPT, hungServer, servers, shell } from './servers.mjs';

/** A remote's manifest as its build writes it: the exposed pages and their files. */
function manifest(pageFile) {
  return JSON.stringify({
    name: 'catalog',
    exposes: [
      {
        name: 'CarouselPage',
        assets: {
          js: {
            sync: ['834.aaaaaaaaaa.js', pageFile],
            async: ['999.bbbbbbbbbb.js', 'locale-it.ffffffffff.js', '../locale-de.x.js'],
          },
          css: { sync: ['carousel.cccccccccc.css'], async: [] },
        },
      },
      {
        name: 'DetailPage',
        assets: {
          js: { sync: ['../outside.js', 'http://elsewhere.test/x.js', 'detail.dddddddddd.js'] },
          css: { sync: [] },
        },
      },
    ],
  });
}

/** A remote's server on a folder holding `files`; resolves with its URL. */
async function remote(files) {
  const dist = writeFiles(tempFolder(), { 'index.html': '<title>remote</title>', ...files });
  const server = await serveApp('mf-catalog', { port: 0, host: '127.0.0.1', distDir: dist });
  servers.push(server);
  return { url: `http://127.0.0.1:${server.addresses()[0].port}`, dist };
}

/** The boot data of the page at `url`, and the response. */
async function bootData(url) {
  const response = await fetch(url);
  const html = await response.text();
  const json = /<script type=application\/json id=vespa-boot-data>(.*?)<\/script>/.exec(html)?.[1];
  return { response, html, data: JSON.parse(json ?? 'null') };
}

describe("the shell's page", () => {
  let shellUrl;
  let catalog;
  let downUrl;
  beforeAll(async () => {
    catalog = await remote({ 'mf-manifest.json': manifest('carousel.eeeeeeeeee.js') });
    // A port nothing listens on any more: the booking server is down.
    const down = await remote({});
    downUrl = down.url;
    await servers.pop().close();
    // The catalog answers, the administrators' remote never does, every other remote is down.
    const everyRemoteDown = Object.fromEntries(REMOTES.map((r) => [r.federationName, downUrl]));
    shellUrl = await shell({ ...everyRemoteDown, catalog: catalog.url, admin: await hungServer() });
  });

  it.each(['/', '/index.html', '/motorcycles', '/admin/reservations'])(
    'at %s says where the remotes and the api live, as /remotes.json does',
    async (urlPath) => {
      const { response, data } = await bootData(`${shellUrl}${urlPath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const remotesJson = await (await fetch(`${shellUrl}/remotes.json`)).json();
      expect(data.remotes).toEqual(remotesJson);
      expect(data.remotes.api).toBe('http://api.test');
      // What the build wrote stays.
      expect(data.shellChunks).toEqual(['/federation.0123456789.js']);
    },
  );

  it("lists each exposed page's files and catalogues from the remote's manifest, plain relative names only", async () => {
    const { data } = await bootData(`${shellUrl}/motorcycles`);
    expect(data.exposes.catalog).toEqual({
      CarouselPage: {
        js: ['834.aaaaaaaaaa.js', 'carousel.eeeeeeeeee.js'],
        css: ['carousel.cccccccccc.css'],
        locales: { it: ['locale-it.ffffffffff.js'] },
      },
      DetailPage: { js: ['detail.dddddddddd.js'], css: [], locales: {} },
    });
  });

  it('is whole when a remote is down or never answers: those remotes have no pages listed', async () => {
    const { response, data } = await bootData(`${shellUrl}/reservations`);
    expect(response.status).toBe(200);
    expect(Object.keys(data.exposes)).toEqual(['catalog']);
  });

  it('lets its inline boot script run by its hash, and no other inline script', async () => {
    const { response } = await bootData(`${shellUrl}/delete`);
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    const scriptSrc = response.headers
      .get('content-security-policy')
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual([
      `'sha256-${hash}'`,
    ]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe("reading a remote's pages", () => {
  it('asks its server again once the cache time has passed (with the ETag), and sees a new deploy', async () => {
    const { url, dist } = await remote({ 'mf-manifest.json': manifest('carousel.1111111111.js') });
    const asked = [];
    const realFetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      asked.push(init?.headers?.['If-None-Match'] ?? 'none');
      return realFetch(input, init);
    });
    let clock = 0;
    const reader = remotePagesReader({ catalog: url }, { ttlMs: 1000, now: () => clock });
    try {
      const first = await reader.read();
      clock = 999;
      const cached = await reader.read();
      expect(asked).toHaveLength(1);
      expect(cached).toEqual(first);

      clock = 1000;
      await reader.read();
      expect(asked).toHaveLength(2);
      expect(asked[1]).toMatch(/^(W\/)?"/);

      writeFiles(dist, { 'mf-manifest.json': manifest('carousel.2222222222.js') });
      clock = 2000;
      const redeployed = await reader.read();
      expect(redeployed.catalog.CarouselPage.js).toContain('carousel.2222222222.js');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a remote that answers slowly', () => {
  it('leaves the page with the last answer known, and the next page has the new one', async () => {
    const answers = [manifest('carousel.1111111111.js'), manifest('carousel.3333333333.js')];
    let release;
    let answered;
    const server = http.createServer((_req, res) => {
      const body = answers.shift();
      const send = () => {
        res.on('finish', () => answered?.());
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
      };
      if (answers.length === 1) send();
      else release = send;
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push({ close: () => new Promise((done) => server.close(done)) });
    let clock = 0;
    const reader = remotePagesReader(
      { catalog: `http://127.0.0.1:${server.address().port}` },
      { ttlMs: 1000, waitMs: 300, now: () => clock },
    );
    const carouselFiles = (pages) => pages.catalog?.CarouselPage.js;

    expect(carouselFiles(await reader.read())).toContain('carousel.1111111111.js');
    clock = 5000;
    // The remote has not answered within the 300 ms the page may wait: the last answer.
    expect(carouselFiles(await reader.read())).toContain('carousel.1111111111.js');
    const sent = new Promise((resolve) => (answered = resolve));
    release();
    await sent;
    expect(carouselFiles(await reader.read())).toContain('carousel.3333333333.js');
  });
});
