import type { ApiRequest } from 'shared-auth/boot';
import type { TimeWindow } from 'shared-domain';

/**
 * GET /api/v1/motorcycles?from=…&to=…: the motorcycles free for the whole window, each with its
 * price for it. Built here for the endpoint and the early call alike (src/earlyCalls.ts), so both
 * ask for the same URL.
 */
export function freeMotorcyclesRequest({ from, to }: TimeWindow): ApiRequest {
  return { url: '/api/v1/motorcycles', params: { from, to } };
}
