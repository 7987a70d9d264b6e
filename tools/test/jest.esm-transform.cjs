// Some dependencies (typebox, content-disposition, kysely) ship only ES modules. Node can require()
// them, jest's module system cannot, so jest compiles them to CommonJS with the TypeScript
// compiler that is already installed. Used by the api's tests, which jest runs as CommonJS (the
// tools' tests run as ES modules and need none of it).
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      // A .js name makes TypeScript emit CommonJS even for .mjs sources.
      fileName: filename.replace(/\.mjs$/, '.js'),
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    });
    return { code: outputText };
  },
};
