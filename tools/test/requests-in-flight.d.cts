import type { Page } from 'playwright-core';

export declare function watchRequests(page: Page): {
  quietMs(): number;
  pending(): string[];
  stop(): void;
};
