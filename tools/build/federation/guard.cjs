// @ts-check
// The build check that keeps the tree-shaken shared packages whole enough for every app
// (docs/ARCHITECTURE.md, "The tree-shaking guard").
const path = require('node:path');
const { treeShaken } = require('./shared.cjs');

const GUARD = 'SharedExportsGuard';

/**
 * Whether `export * from request` inside `issuer` only passes on names its own package's list
 * allows (react-router-dom re-exports react-router under the same list).
 * @param {import('webpack').Module} issuer @param {string} request
 */
function reexportCovered(issuer, request) {
  const resource = String(/** @type {{ resource?: unknown }} */ (issuer).resource ?? '');
  const owner = Object.keys(treeShaken).find((pkg) =>
    resource.includes(
      `${path.sep}node_modules${path.sep}${pkg.split('/').join(path.sep)}${path.sep}`,
    ),
  );
  const target = treeShaken[request];
  return (
    owner !== undefined &&
    target !== undefined &&
    treeShaken[owner].every((n) => target.includes(n))
  );
}

/**
 * Fails the build when its code (or a library it bundles) uses an export of a tree-shaken shared
 * package that `treeShaken` lacks: the copy another app provides at runtime would not have it.
 */
class SharedExportsGuard {
  constructor() {
    this.name = GUARD;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Dependency, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(GUARD, (compilation) => {
      /** @type {Set<string>} */
      const missing = new Set();
      compilation.hooks.dependencyReferencedExports.tap(GUARD, (referenced, dependency) => {
        const request = /** @type {{ request?: unknown }} */ (dependency).request;
        const list = typeof request === 'string' ? treeShaken[request] : undefined;
        if (typeof request !== 'string' || !list) return referenced;
        // Imports written in a source file, not the federation's own provide/consume modules.
        const issuer = compilation.moduleGraph.getParentModule(dependency);
        if (!issuer || !('resource' in issuer)) return referenced;
        // react-router-dom's `export * from 'react-router'` passes on the names its importers
        // use, which are checked against react-router-dom's list.
        if (
          dependency.type === 'harmony export imported specifier' &&
          reexportCovered(issuer, request)
        ) {
          return referenced;
        }
        const names =
          referenced === Dependency.EXPORTS_OBJECT_REFERENCED
            ? ['* (the whole module)']
            : referenced.map((entry) => (Array.isArray(entry) ? entry[0] : entry.name[0]) ?? '*');
        for (const name of names) {
          if (!list.includes(name)) missing.add(`${name} from ${request}`);
        }
        return referenced;
      });
      compilation.hooks.afterOptimizeDependencies.tap(GUARD, () => {
        if (missing.size === 0) return;
        compilation.errors.push(
          new WebpackError(
            `Shared packages are tree-shaken to the exports listed in tools/build/federation/shared.cjs; ` +
              `this build also uses ${[...missing].join(', ')}. Add them to the list and rebuild ` +
              'every app (the shell provides the shared copy at runtime).',
          ),
        );
      });
    });
  }
}

module.exports = { SharedExportsGuard };
