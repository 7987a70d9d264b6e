// What `use-sync-external-store/shim` gives React 17 and older, React 19 has itself: react-i18next
// imports the shim, which would otherwise put its fallback code on the login page
// (docs/decisions/0023-login-page-without-redux-toolkit.md).
export { useSyncExternalStore } from 'react';
