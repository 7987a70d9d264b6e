import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stylesheetProblems } from '../src/testing';

describe('the style rules', () => {
  it("hold for the kit's own stylesheets: no app prefix, the shared breakpoints only", () => {
    expect(stylesheetProblems(path.join(__dirname, '..', 'src'), null)).toEqual([]);
  });

  it('catch a class without the prefix, an unknown breakpoint and a badly named file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'styles-'));
    try {
      mkdirSync(path.join(dir, 'feature'));
      writeFileSync(
        path.join(dir, 'feature', 'Feature.css'),
        `/* .ignored-in-comments */
        .catalog-card, .card a[href$='.svg'] { color: red; }
        @keyframes spin { to { transform: rotate(1turn); } }
        @media (max-width: 700px) { .catalog-card:hover { color: blue; } }
        @media (min-width: 768px) { .catalog-card { color: green; } }
        @media (max-width: 768px) and (prefers-reduced-motion: reduce) { .catalog-x { top: 0; } }`,
      );
      expect(stylesheetProblems(dir, 'catalog-')).toEqual([
        'feature/Feature.css: file name not kebab-case',
        'feature/Feature.css: "card" lacks the prefix catalog-',
        'feature/Feature.css: "spin" lacks the prefix catalog-',
        'feature/Feature.css: (max-width: 700px) is not one of the breakpoints (max-width: 480 | 768 | 960px)',
        'feature/Feature.css: (min-width: 768px) is not one of the breakpoints (max-width: 480 | 768 | 960px)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
