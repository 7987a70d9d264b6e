import path from 'node:path';
import { stylesheetProblems } from './support';

it('keeps the style rules: kebab-case files, booking- classes, the shared breakpoints only', () => {
  expect(stylesheetProblems(path.join(__dirname, '..', 'src'), 'booking-')).toEqual([]);
});
