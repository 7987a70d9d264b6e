// The admin remote's early-calls script (early-calls.js, built from this entry): the shell's page
// loads it beside the files of an administrator's page being entered (never for anyone else),
// and it asks for that page's first data (./earlyCalls.ts).
import { startPageCalls } from 'shared-auth/boot';
import { earlyCalls } from './earlyCalls';

try {
  startPageCalls('admin', earlyCalls);
} catch {
  // Only the head start is lost: the page asks for itself.
}
