import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, createStore, loggedIn } from 'shared-auth';
import type { Motorcycle, User } from 'shared-domain';

export const API = 'http://api.test';

export const admin: User = { id: 2, name: 'Ada Admin', email: 'admin@example.test', admin: true };

export function motorcycle(id: number, name: string, model = `${name} 150`): Motorcycle {
  return {
    id,
    name,
    model,
    brand: 'Vespa',
    color: 'Nero',
    chassisNumber: `CHASSIS-${id}`,
    bookingPricePerHour: 12.5,
    price: 5299.9,
    imageLink: `/images/${id}.svg`,
    description: 'A test scooter.',
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch answering from `handler`; a promise that never settles keeps the call pending. */
export function mockFetch(
  handler: (method: string, url: string, body: unknown) => Promise<Response>,
) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    return handler(request.method, request.url, text ? JSON.parse(text) : undefined);
  });
}

/** A page of this remote inside a store signed in as an admin, at `path`. */
export function renderPage(page: ReactElement, path: string) {
  configureApi({ apiUrl: API });
  const store = createStore();
  store.dispatch(loggedIn({ success: true, message: '', user: admin, token: 'h.p.s' }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

/** A promise with its resolve function, to hold a response until the test releases it. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
