// A remote's early-calls.js (docs/ARCHITECTURE.md, "Entering a page"): the shell's page loads
// it beside the files of one of the remote's pages being entered, and it asks the api for what
// that page asks first. The same script for every remote: the build
// (tools/build/webpack.base.cjs) gives it the remote's src/earlyCalls.ts as `vespa-early-calls`.
import { earlyCalls } from 'vespa-early-calls';
import { startPageCalls } from './pageStart';

async function start(): Promise<void> {
  const started = startPageCalls(earlyCalls);
  if (started && earlyCalls.then) await earlyCalls.then(started);
}

// Any failure only loses the head start: the page asks for itself.
start().catch(() => undefined);
