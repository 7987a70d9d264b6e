// shared-auth/boot: what runs before the apps' code arrives, free of React and Redux. The
// shell's page boot script (shell/src/boot/) reads the stored session and announces the page
// being entered; a remote's early-calls script (its src/earlyCalls.ts) starts that page's first
// api requests, which the api client then takes (docs/ARCHITECTURE.md, "Entering a page").
export { loadSession, type StoredSession } from '../session/persist';
export { startEarlyCall } from './earlyCalls';
export {
  announcePage,
  requestPath,
  startPageCalls,
  type ApiRequest,
  type PageCalls,
  type PageLocation,
  type PageStart,
} from './pageStart';
export { preconnect, preload, loadScript } from './hints';
export { MOTORCYCLES_REQUEST, PUBLIC_CONFIG_REQUEST } from './requests';
export { assetUrl } from '../config';
