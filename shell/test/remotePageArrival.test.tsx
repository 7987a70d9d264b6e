import type { ComponentType } from 'react';

jest.mock('../src/remotes/registry');

// React keeps the timer functions it finds when it loads, so the clock is faked first and React,
// Testing Library and the app are loaded afresh after it: time then moves only when told.
jest.useFakeTimers();
jest.resetModules();
/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the clock is faked */
const { act, screen } =
  require('@testing-library/react') as typeof import('@testing-library/react');
const { loadRemotePage } =
  require('../src/remotes/registry') as typeof import('../src/remotes/registry');
const { admin, deferred, renderApp } = require('./support') as typeof import('./support');
/* eslint-enable @typescript-eslint/no-require-imports */

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe("a remote page's first visit", () => {
  it('shows the page as soon as its code arrives, not held behind "Loading..."', async () => {
    const code = deferred<ComponentType>();
    jest.mocked(loadRemotePage).mockReturnValue(code.promise);
    renderApp('/admin/today', admin);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    // React renders as in a browser (act would flush what it holds back), and the clock moves
    // 50 ms: a Suspense boundary that showed its fallback holds its content back for up to
    // 300 ms after (React's reveal throttle), which the page must not wait for.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      code.resolve(() => <h1>Today at the desk</h1>);
      await jest.advanceTimersByTimeAsync(50);
      expect(screen.getByRole('heading', { name: 'Today at the desk' })).toBeInTheDocument();
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    await act(async () => jest.runOnlyPendingTimersAsync());
  });
});
