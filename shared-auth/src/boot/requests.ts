import type { ApiRequest } from './pageStart';

/**
 * The motorcycle list every app reads (shared-auth's `getMotorcycles`), which the early-calls
 * scripts of the pages that read it first ask for too.
 */
export const MOTORCYCLES_REQUEST: ApiRequest = { url: '/api/v1/motorcycles' };

/**
 * What the api tells every visitor (the shop's time zone, whether admins may sign up): the pages
 * on the shop's clock read it first.
 */
export const PUBLIC_CONFIG_REQUEST: ApiRequest = { url: '/api/v1/config', anonymous: true };

/**
 * The shop's profile (the signed-in pages' footer reads it): the carousel's "When?" form reads the
 * shop's date from it, so it asks for it first too.
 */
export const SHOP_REQUEST: ApiRequest = { url: '/api/v1/shop', anonymous: true };

/**
 * The signed-in account (its language: shared-auth's followAccountLanguage), which the shell asks
 * for at the start of every page.
 */
export const ACCOUNT_REQUEST: ApiRequest = { url: '/api/v1/me' };
