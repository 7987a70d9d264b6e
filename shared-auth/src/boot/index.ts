// shared-auth/boot: what a page's boot script may use before the apps' code arrives (the shell
// inlines it into its page: shell/src/boot/). Small and free of React and Redux: it reads the
// stored session and starts the first api calls.
export { loadSession, type StoredSession } from '../session/persist';
export { startEarlyCall } from './earlyCalls';
export { MOTORCYCLES_PATH } from '../api/paths';
export { assetUrl } from '../config';
