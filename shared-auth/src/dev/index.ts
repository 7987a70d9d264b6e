// shared-auth/dev: what a remote needs to run on its own during development. Never imported by
// production code (see StandaloneApp.tsx).
export {
  DEV_SIGN_IN_HEADING,
  renderStandalone,
  standalonePages,
  type StandalonePages,
} from './StandaloneApp';
