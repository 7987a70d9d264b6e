import { renderStandalone } from 'shared-auth';
import CarouselPage from './carousel/CarouselPage';
import DetailPage from './detail/DetailPage';

renderStandalone({
  '/motorcycles': <CarouselPage />,
  '/motorcycle/:id': <DetailPage />,
});
