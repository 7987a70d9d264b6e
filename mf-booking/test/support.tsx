import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { configureApi, createStore, loggedIn } from 'shared-auth';
import { todayISO, type Motorcycle, type Reservation, type User } from 'shared-domain';

export const API = 'http://api.test';

export const rider: User = {
  id: 1,
  name: 'Riley Rider',
  email: 'riley@example.test',
  admin: false,
};

function motorcycle(id: number, name: string, bookingPricePerHour: number): Motorcycle {
  return {
    id,
    name,
    model: `${name} 150`,
    brand: 'Vespa',
    color: 'Verde',
    chassisNumber: `CH${id}`,
    bookingPricePerHour,
    price: 5000,
    imageLink: '/images/x.svg',
    description: '',
  };
}

export const PRIMAVERA = motorcycle(1, 'Vespa Primavera', 12.5);
export const GTS = motorcycle(2, 'Vespa GTS', 18.5);
export const MOTORCYCLES = [PRIMAVERA, GTS];

/** `YYYY-MM-DD` n days after the browser's local today (negative: before). */
export function daysFromToday(n: number): string {
  const date = new Date(`${todayISO()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

type Answer = { status: number; body: unknown } | 'network' | Promise<Response>;
type Handler = (call: Call) => Answer;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers the api calls of a test from `routes`, keyed "METHOD /path"; records every call.
 * A route's answer may be a body and status, a network failure, or a pending response.
 */
export function mockApi(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const text = await request.clone().text();
    const call: Call = {
      method: request.method,
      url: request.url,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    const answer = handler(call);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer instanceof Promise) return answer;
    return json(answer.status, answer.body);
  });
  return calls;
}

export const listOf = (data: Motorcycle[] | Reservation[]) => () => ({
  status: 200,
  body: { success: true, data },
});

/** `ui` at `entry` inside a fresh store signed in as the rider, with a router like the shell's. */
export function renderPage(ui: ReactElement, path: string, entry: InitialEntry = path) {
  configureApi({ apiUrl: API });
  const store = createStore();
  store.dispatch(loggedIn({ success: true, message: '', user: rider, token: 'h.p.s' }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
