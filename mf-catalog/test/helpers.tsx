import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, createStore, loggedIn } from 'shared-auth';
import type { Motorcycle, User } from 'shared-domain';
import CarouselPage from '../src/carousel/CarouselPage';
import DetailPage from '../src/detail/DetailPage';

export const API_URL = 'http://api.test';

export function motorcycle(id: number, overrides: Partial<Motorcycle> = {}): Motorcycle {
  return {
    id,
    name: `Vespa ${id}`,
    model: `Model ${id}`,
    brand: 'Vespa',
    color: 'Rosso',
    chassisNumber: `CH${id}`,
    bookingPricePerHour: 12.5,
    price: 5299.9,
    imageLink: `/images/${id}.svg`,
    description: `Description of Vespa ${id}`,
    ...overrides,
  };
}

export function motorcycles(count: number): Motorcycle[] {
  return Array.from({ length: count }, (_, index) => motorcycle(index + 1));
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The api answers the list with `data` every time it is asked. */
export function serveList(data: Motorcycle[]) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => json({ success: true, data }));
}

/** The api is unreachable (a network-level failure). */
export function serveNetworkFailure() {
  return jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
}

/** The list request never answers, so the page stays in its loading state. */
export function serveNothingYet() {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
}

export function listBody(data: Motorcycle[]): Response {
  return json({ success: true, data });
}

/** A matchMedia the test controls: `resize(true)` turns the window into a phone. */
export function mockViewport(phone: boolean) {
  let matches = phone;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn(
    (media: string) =>
      ({
        media,
        get matches() {
          return matches;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(phoneNow: boolean) {
      matches = phoneNow;
      listeners.forEach((listener) => listener());
    },
  };
}

function ReservePageProbe() {
  const location = useLocation();
  return (
    <section>
      <h1>Reserve form</h1>
      <p>{`state: ${JSON.stringify(location.state)}`}</p>
    </section>
  );
}

const rider: User = { id: 1, name: 'Riley Rider', email: 'rider@example.test', admin: false };

/** The catalog's two pages on their routes, in a fresh store, starting at `path`. */
export function renderCatalog(path: string, user: User = rider) {
  configureApi({ apiUrl: API_URL });
  const store = createStore();
  store.dispatch(loggedIn({ success: true, message: '', user, token: 'h.p.s' }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/motorcycles" element={<CarouselPage />} />
          <Route path="/motorcycle/:id" element={<DetailPage />} />
          <Route path="/reserve/new" element={<ReservePageProbe />} />
          <Route path="/motorcycle/new" element={<h1>Add motorcycle form</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
