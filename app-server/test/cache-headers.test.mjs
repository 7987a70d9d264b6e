// What browsers may keep, for every file of every app as `npm run build` writes it
// (docs/ARCHITECTURE.md, "Deploys and failing remotes"): a file whose name carries its content
// hash never changes and is kept for a year; any other file (remoteEntry.js, early-calls.js,
// mf-manifest.json, index.html, main.js, whatever a build adds) is asked for again on every load,
// or a redeployed remote is not picked up. On 2026-11-27 a remote's early-calls.js served
// `immutable` passed every suite: this test reads the list of files from the builds themselves.
import { APPS } from '../../apps.config.cjs';
import { serveApp } from '../serve-app.mjs';
import { builtApp } from './folders.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Named by webpack's `[name].[contenthash:10][ext]` (tools/build/webpack.base.cjs): ten hex digits
 * just before the file's own extension. A file named after another one's hash
 * (`176.0123456789.js.LICENSE.txt`) is not its own content's hash.
 */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** Every file of the app's build that its server answers (source maps and `.br` it refuses). */
function builtFiles(app) {
  const { dist, files } = builtApp(app);
  return { dist, files: files.filter((file) => !/\.(map|br)$/.test(file)) };
}

describe.each(APPS.map(({ name }) => name))('the build of %s, served', (app) => {
  let server;
  let url;
  let files;
  beforeAll(async () => {
    const build = builtFiles(app);
    files = build.files;
    server = await serveApp(app, { port: 0, host: '127.0.0.1', distDir: build.dist });
    url = `http://127.0.0.1:${server.addresses()[0].port}`;
  });
  afterAll(() => server.close());

  it('has hashed and unhashed files (the build this reads is whole)', () => {
    expect(files.some((file) => CONTENT_HASHED.test(file))).toBe(true);
    expect(files).toContain('index.html');
  });

  it('lets every file without a content hash be kept only until the next load (no-cache)', async () => {
    const wrong = [];
    for (const file of ['', ...files.filter((name) => !CONTENT_HASHED.test(name))]) {
      const response = await fetch(`${url}/${file}`);
      await response.arrayBuffer();
      const cacheControl = response.headers.get('cache-control');
      if (response.status !== 200 || cacheControl !== 'no-cache') {
        wrong.push(`/${file}: ${response.status} ${cacheControl}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets every content-hashed file be kept for a year (immutable)', async () => {
    const wrong = [];
    for (const file of files.filter((name) => CONTENT_HASHED.test(name))) {
      const response = await fetch(`${url}/${file}`);
      await response.arrayBuffer();
      const cacheControl = response.headers.get('cache-control');
      if (response.status !== 200 || cacheControl !== IMMUTABLE) {
        wrong.push(`/${file}: ${response.status} ${cacheControl}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
