import type { Page } from '@playwright/test';

/** How far the page scrolls sideways: 0 when everything fits the window's width. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
