// @ts-check
// The catalogues fetched in each language, one chunk per app and language named
// `locale-<language>`, so that the shell's page asks for them before the code that imports them
// runs (docs/decisions/0025-one-chunk-for-a-signed-in-page.md). A catalogue the code imports
// itself (the shell's English, on the login page) stays with the code.

/** A catalogue; its language is the match's first group. */
const LOCALE_CATALOGUE = /[\\/]locales[\\/](\w+)[\\/][^\\/]+\.json$/;

/** @param {import('webpack').Module} module */
const languageOf = (module) => LOCALE_CATALOGUE.exec(module.nameForCondition() ?? '')?.[1];

/**
 * webpack's splitChunks cache group. Only a catalogue fetched on its own (a language's `import()`)
 * moves: one a chunk of code bundles (the signup's rules, every language at once) stays there,
 * or an English page would load the other language's file with it.
 */
const localeChunks = {
  chunks: 'async',
  enforce: true,
  /**
   * @param {import('webpack').Module} module
   * @param {{ chunkGraph: import('webpack').ChunkGraph }} context
   */
  test: (module, { chunkGraph }) =>
    languageOf(module) !== undefined &&
    [...chunkGraph.getModuleChunksIterable(module)].every((chunk) =>
      [...chunkGraph.getChunkModulesIterable(chunk)].every((other) => languageOf(other)),
    ),
  /** @param {import('webpack').Module} module */
  name: (module) => `locale-${languageOf(module)}`,
};

/** The language of a chunk `localeChunks` named, else undefined. */
const languageOfChunk = (/** @type {string | null | undefined} */ name) =>
  /^locale-(\w+)$/.exec(name ?? '')?.[1];

module.exports = { localeChunks, languageOfChunk };
