import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';

/**
 * The shell's tree. No react-redux Provider here: the session hooks read the page's one store
 * themselves, and the remotes' pages get the Provider RTK Query needs (../remotes/RemoteRoute.tsx).
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
