// The booking remote's early-calls script (early-calls.js, built from this entry): the shell's
// page loads it beside the files of a booking page being entered, and it asks for that page's
// first data (./earlyCalls.ts).
import { startPageCalls } from 'shared-auth/boot';
import { earlyCalls } from './earlyCalls';

try {
  startPageCalls('booking', earlyCalls);
} catch {
  // Only the head start is lost: the page asks for itself.
}
