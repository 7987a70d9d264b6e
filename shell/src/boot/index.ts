// The shell page's first script: the `boot` entry, built into index.html inline
// (shell/server/boot-page.cjs). See ./boot.ts.
import { boot } from './boot';

try {
  boot();
} catch {
  // Only the head start is lost: the app starts all the same, a little later.
}
