// @ts-check
// The shell's page carries, inline in its head, its boot script (the `boot` entry,
// shell/src/boot/boot.ts) and a JSON block (`#vespa-boot-data`) listing the files of the shell's
// chunks every remote page needs (the federation runtime, the api client) and of its catalogues in
// each language other than English. The boot script runs while the page is parsed and preloads
// them for a signed-in visitor (the catalogues of the language shown for everyone); the shell's
// server adds to
// the same block where the remotes live and which files their pages need
// (shell/server/shell-page.mjs). Inline, so it costs no request and cannot come from a different
// deploy than the page; the server allows it by its hash in the page's Content-Security-Policy.
const { Compilation, WebpackError } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { languageOfChunk } = require('../../tools/build/localeChunks.cjs');

const NAME = 'BootPagePlugin';
const BOOT_DATA_ID = 'vespa-boot-data';

/**
 * JSON that cannot end the script element it is written into, nor open a comment that keeps the
 * next `</script>` from ending it (no `<` at all), with no raw line or paragraph separator (U+2028,
 * U+2029: line breaks to a script that is not JSON).
 */
const scriptSafeJson = (/** @type {unknown} */ value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

class BootPagePlugin {
  /**
   * @param {{ entry: string, chunkGroups: string[] }} options the boot script's entry name, and
   *   the named chunk groups whose scripts the boot data lists
   */
  constructor({ entry, chunkGroups }) {
    this.entry = entry;
    this.chunkGroups = chunkGroups;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const shellChunks = new Set();
        for (const name of this.chunkGroups) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) {
            compilation.errors.push(new WebpackError(`${NAME}: no chunk named "${name}"`));
            continue;
          }
          for (const file of group.getFiles().filter((asset) => asset.endsWith('.js'))) {
            shellChunks.add(`/${file}`);
          }
        }
        // The shell's catalogues in each language other than English (the build names their
        // chunks `locale-<language>`: tools/build/localeChunks.cjs), asked for at once when the
        // page is shown in that language.
        /** @type {Record<string, string[]>} */
        const shellLocales = {};
        for (const chunk of compilation.chunks) {
          const language = languageOfChunk(chunk.name);
          if (!language) continue;
          shellLocales[language] = [...chunk.files]
            .filter((file) => file.endsWith('.js'))
            .map((file) => `/${file}`);
        }
        const source = this.bootFiles(compilation)
          .map((file) => compilation.getAsset(file)?.source.source().toString() ?? '')
          .join('\n');
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { type: 'application/json', id: BOOT_DATA_ID },
            scriptSafeJson({ shellChunks: [...shellChunks], shellLocales }),
          ),
          // Before the stylesheet: an inline script after one waits for it to load.
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, source),
        );
        return data;
      });
      // Inlined, the boot script's own file (and its map) is not deployed.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const file of this.bootFiles(compilation)) compilation.deleteAsset(file);
          for (const chunk of compilation.entrypoints.get(this.entry)?.chunks ?? []) {
            for (const file of chunk.auxiliaryFiles) compilation.deleteAsset(file);
          }
        },
      );
    });
  }

  /** @param {import('webpack').Compilation} compilation */
  bootFiles(compilation) {
    const entry = compilation.entrypoints.get(this.entry);
    return (entry?.getFiles() ?? []).filter((file) => file.endsWith('.js'));
  }
}

module.exports = { BootPagePlugin, BOOT_DATA_ID };
