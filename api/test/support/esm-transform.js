// Some dependencies (typebox, content-disposition, kysely) ship only ES modules. Node can require()
// them, jest's module system cannot, so jest compiles them to CommonJS with the TypeScript
// compiler that is already installed.
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
