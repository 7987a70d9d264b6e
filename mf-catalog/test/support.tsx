import { Route, Routes, useLocation } from 'react-router-dom';
import { jsonResponse, mockApi, RIDER, renderWithProviders } from 'shared-auth/testing';
import type { Motorcycle, User } from 'shared-domain';
import CarouselPage from '../src/carousel/CarouselPage';
import DetailPage from '../src/detail/DetailPage';

export { motorcycle, motorcycles, TEST_API_URL as API_URL } from 'shared-auth/testing';

const LIST = 'GET /api/v1/motorcycles';

/** The api answers the list with `data` every time it is asked. Returns the fetch spy. */
export function serveList(data: Motorcycle[]) {
  return mockApi({ [LIST]: () => listBody(data) }).fetch;
}

/** The api is unreachable (a network-level failure). */
export function serveNetworkFailure() {
  return mockApi({ [LIST]: () => 'network' }).fetch;
}

/** The list request never answers, so the page stays in its loading state. */
export function serveNothingYet() {
  return mockApi({ [LIST]: () => new Promise<Response>(() => undefined) }).fetch;
}

export function listBody(data: Motorcycle[]): Response {
  return jsonResponse(200, { success: true, data });
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

/** The catalog's two pages on their routes, in a fresh store, starting at `path`. */
export function renderCatalog(path: string, user: User = RIDER) {
  return renderWithProviders(
    <Routes>
      <Route path="/motorcycles" element={<CarouselPage />} />
      <Route path="/motorcycle/:id" element={<DetailPage />} />
      <Route path="/reserve/new" element={<ReservePageProbe />} />
      <Route path="/motorcycle/new" element={<h1>Add motorcycle form</h1>} />
    </Routes>,
    { route: path, signedInAs: user },
  );
}
