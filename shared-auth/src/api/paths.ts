import type { ApiRequest } from '../boot/pageStart';

/**
 * The motorcycle list every app reads (shared-auth's `getMotorcycles`), which the early-calls
 * scripts of the pages that read it first ask for too.
 */
export const MOTORCYCLES_REQUEST: ApiRequest = { url: '/api/v1/motorcycles' };
