// Lets a child `node` run src/server.ts without a build: compiles .ts on require and points
// `shared-domain` at its sources, as jest's moduleNameMapper does for the tests themselves.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const ts = require('typescript');

const sharedDomain = path.resolve(__dirname, '../../../shared-domain/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === 'shared-domain' ? sharedDomain : request, ...rest);
};

// .tsx: the mails' templates (src/mail/templates/).
const compile = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
  module._compile(outputText, filename);
};
require.extensions['.ts'] = compile;
require.extensions['.tsx'] = compile;
