import { followAccountLanguage } from 'shared-auth';
import { takeOrFetch } from '../boot/earlyCalls';

/**
 * A kept session's account language at the start of a page, from the call the shell's page
 * started early (ACCOUNT_REQUEST, ../boot/requests.ts). Here rather than in the login page's code,
 * which has no early call to take and no byte to spare (docs/PERFORMANCE.md).
 */
export function followKeptAccountLanguage(token: string): Promise<void> {
  return followAccountLanguage(token, takeOrFetch);
}
