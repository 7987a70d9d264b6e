// Run after the test framework in every frontend suite (jest.frontend.cjs):
// - Testing Library's DOM matchers;
// - a console.error or console.warn the test did not ask for (React's warnings, a failed
//   render, an error boundary's report) fails that test; a test that expects one spies on the
//   console itself, and restoreMocks takes that spy away before the next test;
// - a call to the test api that no route of mockApi answers fails the test, instead of passing
//   for a network error the page shows and the test never looks at.
const { afterEach } = require('@jest/globals');
require('@testing-library/jest-dom');
// How long findBy… and waitFor look before they give up (1 s by default): an upper bound for a
// busy machine, never a wait.
require('@testing-library/react').configure({ asyncUtilTimeout: 3_000 });
require('jest-fail-on-console')({
  // Redux Toolkit's development checks say when they ran slowly: a note on a busy machine, not a
  // fault of the page, so it is printed and does not fail the test.
  allowMessage: (message) =>
    /^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/.test(message),
});
const { unexpectedApiCalls } = require('shared-auth/testing');

afterEach(() => {
  const calls = unexpectedApiCalls();
  if (calls.length > 0) {
    throw new Error(
      `The page called the api where no route of mockApi answers:\n  ${calls.join('\n  ')}\n` +
        "Add the route the test expects, or answer it with shared-auth/testing's unreachable.",
    );
  }
});
