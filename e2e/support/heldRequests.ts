import type { Page } from '@playwright/test';

export interface HeldRequests {
  /** Sends the held requests on. */
  release: () => void;
  /** Settles once the first request has been held. */
  seen: Promise<void>;
}

/**
 * Holds every `method` request to `url` until `release()` is called, then sends it on to the
 * real api unchanged (`route.continue()`): a slow network, not a mocked answer.
 */
export async function holdRequests(page: Page, url: string, method: string): Promise<HeldRequests> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seenOne: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => (seenOne = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.continue();
    seenOne();
    await released;
    return route.continue();
  });
  return { release, seen };
}
