import { renderStandalone } from 'shared-auth';
import CarouselPage from './pages/CarouselPage';
import DetailPage from './pages/DetailPage';

renderStandalone({
  '/motorcycles': <CarouselPage />,
  '/motorcycle/:id': <DetailPage />,
});
