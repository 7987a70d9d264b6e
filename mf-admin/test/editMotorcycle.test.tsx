import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Motorcycle } from 'shared-domain';
import EditMotorcyclePage from '../src/edit/EditMotorcyclePage';
import {
  ADMIN,
  TEST_API_URL,
  deferred,
  jsonResponse,
  mockApi,
  motorcycle,
  renderWithProviders,
} from './support';

const PATCH = 'PATCH /api/v1/motorcycles/:id';

const GTS = motorcycle(3, {
  name: 'Vespa GTS',
  model: 'GTS Super 300',
  brand: 'Vespa',
  color: 'Rosso',
  chassisNumber: 'ZAPM459000001',
  bookingPricePerHour: 12.5,
  price: 5299.9,
  imageLink: '/images/gts.svg',
  description: 'A touring classic.',
});

/** The api: a list that a PATCH really changes; `patchAnswer` may hold the PATCH's reply. */
function fakeApi(initial: Motorcycle[], patchAnswer?: Promise<void>) {
  let list = [...initial];
  const api = mockApi({
    'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: list }),
    [PATCH]: async ({ params, body }) => {
      if (patchAnswer) await patchAnswer;
      const changes = body as Partial<Motorcycle>;
      list = list.map((m) => (m.id === Number(params.id) ? { ...m, ...changes } : m));
      const data = list.find((m) => m.id === Number(params.id));
      return jsonResponse(200, { success: true, message: 'Motorcycle updated successfully', data });
    },
  });
  return { ...api, routes: () => api.calls.map((call) => call.route) };
}

const renderEditPage = (id: string | number = 3) =>
  renderWithProviders(<EditMotorcyclePage />, {
    path: '/motorcycle/:id/edit',
    route: `/motorcycle/${id}/edit`,
    signedInAs: ADMIN,
  });

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

async function replace(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('edit page: the form', () => {
  it("is the add form's fields, prefilled from the motorcycle list, with its picture", async () => {
    fakeApi([motorcycle(1), GTS]);
    renderEditPage();
    expect(screen.getByRole('heading', { name: 'Edit a motorcycle' })).toBeInTheDocument();
    expect(screen.getByText('Loading... your motorcycle')).toHaveAttribute('role', 'status');

    expect(await screen.findByLabelText('Name')).toHaveValue('Vespa GTS');
    expect(screen.getByLabelText('Model')).toHaveValue('GTS Super 300');
    expect(screen.getByLabelText('Brand')).toHaveValue('Vespa');
    expect(screen.getByLabelText('Color')).toHaveValue('Rosso');
    expect(screen.getByLabelText('Chassis number')).toHaveValue('ZAPM459000001');
    expect(screen.getByLabelText('Booking price per hour')).toHaveValue(12.5);
    expect(screen.getByLabelText('Price')).toHaveValue(5299.9);
    expect(screen.getByLabelText('Image link')).toHaveValue('/images/gts.svg');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('A touring classic.');
    expect(screen.getByLabelText('Day price (optional)')).toHaveValue(null);
    expect(screen.getByLabelText('Deposit')).toHaveValue(0);
    // The same rules on the inputs as when adding.
    expect(screen.getByLabelText('Name')).toHaveAttribute('minlength', '2');
    expect(screen.getByLabelText('Price')).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('img', { name: 'Preview of the image link' })).toHaveAttribute(
      'src',
      `${TEST_API_URL}/images/gts.svg`,
    );
    expect(screen.getByRole('link', { name: 'Back to the motorcycle list' })).toHaveAttribute(
      'href',
      '/delete',
    );
  });

  it("refuses, in the api's words, what the api would refuse, and sends nothing", async () => {
    const api = fakeApi([GTS]);
    renderEditPage();
    await screen.findByLabelText('Name');
    await replace('Name', 'V');
    await replace('Booking price per hour', '0');
    await replace('Price', '10.255');
    await replace('Image link', 'gts.svg');
    await replace('Color', '');
    await save();

    expect(api.routes()).toEqual(['GET /api/v1/motorcycles']);
    for (const message of [
      'Name is too short (minimum is 2 characters)',
      "Color can't be blank",
      'Booking price per hour must be greater than 0',
      'Price must have at most 2 decimal places',
      'Image link must be an http(s) URL or a path beginning with /images/',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Model')).toHaveValue('GTS Super 300');
  });
});

describe('edit page: saving', () => {
  it("sends only what changed with PATCH, says 'Saving...', then the server's message, and refreshes the list", async () => {
    const answer = deferred<void>();
    const api = fakeApi([GTS], answer.promise);
    renderEditPage();
    await screen.findByLabelText('Name');
    await replace('Booking price per hour', '14.5');
    // The same price written another way is no change.
    await replace('Price', '5299.90');
    await replace('Description (optional)', '  Now with a top box.  ');
    await save();

    const pending = await screen.findByRole('button', { name: 'Saving...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Saving...', { selector: '[role="status"]' })).toBeInTheDocument();
    // A second press while saving sends nothing more.
    await userEvent.click(pending);
    const [patch, ...others] = api.callsTo('PATCH /api/v1/motorcycles/3');
    expect(others).toEqual([]);
    expect(patch?.body).toEqual({ bookingPricePerHour: 14.5, description: 'Now with a top box.' });
    expect(patch?.authorization).toBe('Bearer h.p.s');

    await act(async () => answer.resolve());
    expect(await screen.findByText('Motorcycle updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.routes()).toEqual([
        'GET /api/v1/motorcycles',
        'PATCH /api/v1/motorcycles/3',
        'GET /api/v1/motorcycles',
      ]),
    );
    // The form now holds what is stored.
    expect(screen.getByLabelText('Booking price per hour')).toHaveValue(14.5);
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Now with a top box.');
    expect(screen.getByRole('link', { name: 'See Vespa GTS in the catalogue' })).toHaveAttribute(
      'href',
      '/motorcycle/3',
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();

    // Saving again without a change sends nothing.
    await save();
    expect(
      await screen.findByText('Nothing has changed, so there is nothing to save.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/motorcycles/3')).toHaveLength(1);
  });

  it('sets, changes and clears a day price and changes the deposit, each alone', async () => {
    const api = fakeApi([GTS]);
    renderEditPage();
    await screen.findByLabelText('Name');
    await replace('Day price (optional)', '45');
    await replace('Deposit', '200');
    await save();
    expect(await screen.findByText('Motorcycle updated successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Day price (optional)')).toHaveValue(45);

    // The same amount written another way is no change; an emptied day price is none.
    await replace('Deposit', '200.00');
    await replace('Day price (optional)', '');
    await save();
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/motorcycles/3')).toHaveLength(2));
    expect(api.callsTo('PATCH /api/v1/motorcycles/3').map((call) => call.body)).toEqual([
      { dayPrice: 45, deposit: 200 },
      { dayPrice: null },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Day price (optional)')).toHaveValue(null));
    expect(screen.getByLabelText('Deposit')).toHaveValue(200);
  });

  it('sends nothing when nothing has changed', async () => {
    const api = fakeApi([GTS]);
    renderEditPage();
    await screen.findByLabelText('Name');
    await save();
    expect(
      await screen.findByText('Nothing has changed, so there is nothing to save.'),
    ).toBeInTheDocument();
    expect(api.routes()).toEqual(['GET /api/v1/motorcycles']);
  });

  it("lists the server's validation messages and keeps what the admin typed", async () => {
    mockApi({
      'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: [GTS] }),
      [PATCH]: () =>
        jsonResponse(422, {
          success: false,
          error: true,
          message: ['Chassis number has already been taken'],
        }),
    });
    renderEditPage();
    await screen.findByLabelText('Name');
    await replace('Chassis number', 'TAKEN-1');
    await save();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Chassis number has already been taken',
    );
    expect(screen.getByLabelText('Chassis number')).toHaveValue('TAKEN-1');
  });

  it("shows the api's 403 to someone who is not an administrator", async () => {
    mockApi({
      'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: [GTS] }),
      [PATCH]: () =>
        jsonResponse(403, {
          success: false,
          error: true,
          message: 'Only administrators can edit motorcycles',
        }),
    });
    renderEditPage();
    await screen.findByLabelText('Name');
    await replace('Name', 'Vespa GTS 2');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only administrators can edit motorcycles',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Vespa GTS 2');
  });

  it('says the motorcycle is gone when it was deleted meanwhile (404)', async () => {
    let list = [GTS];
    mockApi({
      'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: list }),
      [PATCH]: () => {
        list = [];
        return jsonResponse(404, { success: false, error: true, message: 'Motorcycle not found' });
      },
    });
    renderEditPage();
    await screen.findByLabelText('Name');
    await replace('Name', 'Vespa GTS 2');
    await save();
    expect(await screen.findByRole('heading', { name: 'Motorcycle not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the motorcycle list' })).toHaveAttribute(
      'href',
      '/delete',
    );
  });
});

describe('edit page: a motorcycle that is not there', () => {
  it.each([
    ['an unknown id', '99'],
    ['an id that is not one', 'abc'],
  ])('says "Motorcycle not found" for %s, with a link back', async (_case, id) => {
    fakeApi([GTS]);
    renderEditPage(id);
    expect(await screen.findByRole('heading', { name: 'Motorcycle not found' })).toBeVisible();
    expect(
      screen.getByText(`There is no motorcycle with the id “${id}”. It may have been deleted.`),
    );
    expect(screen.getByRole('link', { name: 'Back to the motorcycle list' })).toHaveAttribute(
      'href',
      '/delete',
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('shows the error state with a Retry when the list cannot be loaded', async () => {
    let online = false;
    mockApi({
      'GET /api/v1/motorcycles': () =>
        online ? jsonResponse(200, { success: true, data: [GTS] }) : 'network',
    });
    renderEditPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upss! There is an Error');
    online = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Vespa GTS');
  });
});
