import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, createStore } from 'shared-auth';
import CarouselPage from '../src/pages/CarouselPage';

it('lists the motorcycles the api returns under the carousel headings', async () => {
  configureApi({ apiUrl: 'http://api.test' });
  const data = [
    {
      id: 4,
      name: 'Vespa GTS',
      model: 'GTS 300',
      brand: 'Vespa',
      color: 'Rosso',
      chassisNumber: 'C4',
      bookingPricePerHour: 20,
      price: 6999.9,
      imageLink: '/images/gts.svg',
      description: 'Fast',
    },
  ];
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify({ success: true, data }), { status: 200 }));
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <CarouselPage />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('heading', { name: 'LATEST MODELS' })).toBeInTheDocument();
  expect(screen.getByText('Please select a Vespa Model')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Vespa GTS' })).toHaveAttribute(
    'href',
    '/motorcycle/4',
  );
});
