// The shell's parts its login page does not show, a chunk of its own so the login page does not
// carry them (docs/decisions/0023-login-page-without-redux-toolkit.md): the signed-in shell (the
// sidebar, the remotes' routes) and the pages few visitors see. Loaded by ./loadLaterParts.ts.
export { Sidebar } from '../layout/Sidebar';
export { RemoteRoute } from '../remotes/RemoteRoute';
export { AdminOnlyPage } from '../pages/AdminOnlyPage';
export { OtherPages } from '../pages/OtherPages';
export { LogoutRoute } from '../session/LogoutRoute';
