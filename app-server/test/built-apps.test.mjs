// The four apps as `npm run build` writes them: a source map holds an app's whole source (the
// admin remote's included), so no script or style names one, the app server answers none, and
// a deploy copies none into the served folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../../apps.config.cjs';
import { deployBuild } from '../deploy-build.mjs';
import { serveApp } from '../serve-app.mjs';
import { builtApp, tempFolder } from './folders.mjs';

describe.each(APPS.map(({ name }) => name))('the build of %s', (app) => {
  it('names no source map in its scripts and styles', () => {
    const { dist, files } = builtApp(app);
    const naming = files
      .filter((file) => /\.(js|css)$/.test(file))
      .filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('sourceMappingURL'));
    expect(naming).toEqual([]);
  });

  it('has its app server answer 404 for every source map', async () => {
    const { dist, files } = builtApp(app);
    const maps = [...new Set([...files.filter((file) => file.endsWith('.map')), 'main.js.map'])];
    const server = await serveApp(app, { port: 0, host: '127.0.0.1', distDir: dist });
    try {
      const url = `http://127.0.0.1:${server.addresses()[0].port}`;
      const served = [];
      for (const map of maps) {
        const response = await fetch(`${url}/${map}`);
        await response.arrayBuffer();
        if (response.status !== 404) served.push(`${map}: ${response.status}`);
      }
      expect(served).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('leaves its source maps out of a deploy', async () => {
    const { dist } = builtApp(app);
    const served = tempFolder();
    await deployBuild({ from: dist, to: served, graceMs: 0 });
    expect(existsSync(path.join(served, 'index.html'))).toBe(true);
    const maps = readdirSync(served, { recursive: true }).filter((file) =>
      String(file).endsWith('.map'),
    );
    expect(maps).toEqual([]);
  });
});
