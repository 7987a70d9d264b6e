import { renderStandalone } from 'shared-auth';
import AddMotorcyclePage from './pages/AddMotorcyclePage';
import DeletePage from './pages/DeletePage';

renderStandalone({
  '/motorcycle/new': <AddMotorcyclePage />,
  '/delete': <DeletePage />,
});
