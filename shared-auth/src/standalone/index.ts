// shared-auth/standalone: what a production build of a remote shows when it is opened on its own.
// Its development counterpart, the sign-in harness, is shared-auth/dev.
export { renderStandaloneNotice } from './StandaloneNotice';
