import { expect, type Page } from '@playwright/test';
import { watchRequests } from '../../tools/test/requests-in-flight.cjs';

/** Every request `page` sends to `origin`, from now on. */
export function requestsTo(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) urls.push(request.url());
  });
  return urls;
}

/** Responses from `origin` that failed (status 400 and above), from now on. */
export function failedResponsesFrom(page: Page, origin: string): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) failed.push(`failed ${request.url()}`);
  });
  return failed;
}

const QUIET_MS = 500;

/**
 * Network idle for a page that navigates without loading (Playwright's 'networkidle' is only for
 * loads): waits until no request has been under way for 500 ms, the same rule.
 */
export function networkIdle(page: Page): () => Promise<void> {
  const requests = watchRequests(page);
  return () =>
    expect
      .poll(() => requests.quietMs() >= QUIET_MS, {
        message: 'the network did not become idle',
        intervals: [100],
      })
      .toBe(true)
      .catch((error: unknown) => {
        throw new Error(
          `the network did not become idle; in flight: ${requests.pending().join(', ')}`,
          {
            cause: error,
          },
        );
      });
}
