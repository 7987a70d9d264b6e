import { renderStandalone } from 'shared-auth';
import ReservePage from './pages/ReservePage';
import ReservationsPage from './pages/ReservationsPage';

renderStandalone({
  '/reserve/new': <ReservePage />,
  '/reservations': <ReservationsPage />,
});
