import path from 'node:path';
import { stylesheetProblems } from 'shared-ui/testing';

it('keeps the style rules: kebab-case files, admin- classes, the shared breakpoints only', () => {
  expect(stylesheetProblems(path.join(__dirname, '..', 'src'), 'admin-')).toEqual([]);
});
