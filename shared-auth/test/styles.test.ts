import path from 'node:path';
import { stylesheetProblems } from 'shared-ui/testing';

describe('the style rules', () => {
  it("hold for shared-auth's own stylesheets (the development harness): no app prefix", () => {
    expect(stylesheetProblems(path.join(__dirname, '..', 'src'), null)).toEqual([]);
  });
});
