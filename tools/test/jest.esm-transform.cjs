// Some dependencies (typebox, content-disposition) ship only ES modules. Node 20 can require()
// them, jest's module system cannot, so jest compiles them to CommonJS with the TypeScript
// compiler that is already installed. Used by the api's tests and the tools' (their app server
// loads @fastify/static, which requires content-disposition).
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
