// shared-auth/boot: what runs before the apps' code arrives, free of React and Redux: the remote
// pages' routes (from apps.config.cjs), the page's boot data, and the early calls. The shell's
// page boot script (shell/src/boot/) starts the files of the page at the address and loads its
// remote's early-calls script (./earlyCallsScript.ts), which starts that page's first api
// requests (the remote's src/earlyCalls.ts); the api client then takes their answers
// (docs/ARCHITECTURE.md, "Entering a page").
export { loadSession, type StoredSession } from '../session/persist';
export { BOOT_DATA_ID, readBootData, type BootData, type PageFiles } from './bootData';
export { startEarlyCall } from './earlyCalls';
export {
  enteredPage,
  requestPath,
  startCalls,
  startPageCalls,
  type ApiRequest,
  type EarlyCalls,
  type EnteredPage,
  type PageCalls,
  type PageLocation,
  type StartedPage,
} from './pageStart';
export { preconnect, preload, loadScript } from './hints';
export {
  ACCOUNT_REQUEST,
  MOTORCYCLES_REQUEST,
  PUBLIC_CONFIG_REQUEST,
  SHOP_REQUEST,
} from './requests';
export {
  homeOf,
  PAGE_ROUTES,
  remoteRouteFor,
  routeParams,
  type Access,
  type PageRoute,
} from './routes';
export { assetUrl } from '../config';
