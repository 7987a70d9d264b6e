import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS } from '../breakpoints';

/** The class prefix of each app; the kit's classes carry none of them. */
export const APP_CLASS_PREFIXES = ['shell-', 'catalog-', 'booking-', 'admin-'] as const;

const FILE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*\.css$/;
const WIDTHS: readonly number[] = Object.values(BREAKPOINTS);

function stylesheetsIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheetsIn(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Each selector or at-rule prelude of a stylesheet (the text before a `{`), comments removed. */
function preludes(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]*)\{/g)].map((match) => (match[1] ?? '').trim());
}

function classesIn(selector: string): string[] {
  const bare = selector.replace(/\[[^\]]*\]/g, '').replace(/(['"]).*?\1/g, '');
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string);
}

function mediaProblems(prelude: string): string[] {
  const widths = [...prelude.matchAll(/\((min|max)-width:\s*([^)]*)\)/g)];
  return widths.flatMap(([query, kind, value]) => {
    const px = /^(\d+)px$/.exec((value ?? '').trim());
    if (kind === 'max' && px && WIDTHS.includes(Number(px[1]))) return [];
    return [`${query} is not one of the breakpoints (max-width: ${WIDTHS.join(' | ')}px)`];
  });
}

/**
 * What breaks the style rules in the stylesheets under `dir` (README.md, "Style rules"):
 * lower-case kebab-case file names; every class and @keyframes an app defines starts with its
 * `prefix` (the kit's own, `prefix` null, uses none of the apps' prefixes); @media widths
 * only from BREAKPOINTS, as (max-width: …px). An empty list means all is well.
 */
export function stylesheetProblems(dir: string, prefix: string | null): string[] {
  const problems: string[] = [];
  for (const file of stylesheetsIn(dir)) {
    const where = path.relative(dir, file);
    if (!FILE_NAME.test(path.basename(file))) problems.push(`${where}: file name not kebab-case`);
    for (const prelude of preludes(readFileSync(file, 'utf8'))) {
      if (prelude.startsWith('@media')) {
        problems.push(...mediaProblems(prelude).map((problem) => `${where}: ${problem}`));
        continue;
      }
      const keyframes = /^@keyframes\s+([\w-]+)/.exec(prelude);
      const names = keyframes
        ? [keyframes[1] as string]
        : prelude.startsWith('@')
          ? []
          : classesIn(prelude);
      for (const name of names) {
        const ok =
          prefix === null
            ? !APP_CLASS_PREFIXES.some((appPrefix) => name.startsWith(appPrefix))
            : name.startsWith(prefix);
        if (!ok)
          problems.push(
            `${where}: "${name}" ${prefix ? `lacks the prefix ${prefix}` : 'uses an app prefix'}`,
          );
      }
    }
  }
  return problems;
}
