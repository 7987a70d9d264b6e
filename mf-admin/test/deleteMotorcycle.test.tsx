import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Motorcycle } from 'shared-domain';
import DeletePage from '../src/delete/DeletePage';
import {
  ADMIN,
  TEST_API_URL,
  deferred,
  jsonResponse,
  mockApi,
  motorcycle,
  renderWithProviders,
} from './support';

const QUESTION = 'Are you Sure you want delete this Motorcycle ?';

/** The api: a list that a DELETE really shortens; `deleteAnswer` may hold the DELETE's reply. */
function fakeApi(initial: Motorcycle[], deleteAnswer?: Promise<void>) {
  let list = [...initial];
  const api = mockApi({
    'GET /api/v1/motorcycles': () => jsonResponse(200, { success: true, data: list }),
    'DELETE /api/v1/motorcycles/:id': async ({ params }) => {
      if (deleteAnswer) await deleteAnswer;
      list = list.filter((m) => m.id !== Number(params.id));
      return jsonResponse(200, { success: true, message: 'Motorcycle deleted successfully' });
    },
  });
  // Every call in order, as "METHOD /path".
  return { calls: () => api.calls.map((call) => call.route) };
}

const renderDeletePage = () =>
  renderWithProviders(<DeletePage />, { path: '/delete', signedInAs: ADMIN });

const dialog = () => screen.getByRole('dialog', { hidden: true });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('delete page: the list', () => {
  it('lists every motorcycle with its picture, name, model and a Delete button naming it', async () => {
    fakeApi([
      motorcycle(1, { name: 'Vespa GTS', model: 'GTS Super 300' }),
      motorcycle(2, { name: 'Vespa Sprint' }),
    ]);
    renderDeletePage();
    expect(screen.getByRole('heading', { name: 'Delete a motorcycle' })).toBeInTheDocument();
    expect(screen.getByText('Loading... your motorcycles')).toHaveAttribute('role', 'status');

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Vespa GTS' })).toBeInTheDocument();
    expect(first.getByText('GTS Super 300')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Photo of the Vespa GTS' })).toHaveAttribute(
      'src',
      `${TEST_API_URL}/images/1.svg`,
    );
    expect(first.getByRole('button', { name: 'Delete Vespa GTS' })).toHaveTextContent('Delete');
    expect(screen.getByRole('button', { name: 'Delete Vespa Sprint' })).toBeInTheDocument();
  });

  it('offers an Edit link per motorcycle, named after it, to its edit page', async () => {
    fakeApi([motorcycle(1, { name: 'Vespa GTS' }), motorcycle(2, { name: 'Vespa Sprint' })]);
    renderDeletePage();
    const edit = await screen.findByRole('link', { name: 'Edit Vespa GTS' });
    expect(edit).toHaveAttribute('href', '/motorcycle/1/edit');
    expect(edit).toHaveTextContent('Edit');
    expect(screen.getByRole('link', { name: 'Edit Vespa Sprint' })).toHaveAttribute(
      'href',
      '/motorcycle/2/edit',
    );
    await userEvent.click(edit);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('shows a placeholder for a picture that fails to load', async () => {
    fakeApi([motorcycle(1, { name: 'Vespa GTS' })]);
    renderDeletePage();
    fireEvent.error(await screen.findByRole('img', { name: 'Photo of the Vespa GTS' }));
    expect(screen.getByRole('img', { name: 'No photo of the Vespa GTS' })).toBeInTheDocument();
  });

  it('says when there is nothing to delete and offers to add one', async () => {
    fakeApi([]);
    renderDeletePage();
    expect(await screen.findByText('Upss! There is no motorcycles')).toBeInTheDocument();
    expect(screen.getByText('But you can Add it or Contact the App Adm.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a motorcycle' })).toHaveAttribute(
      'href',
      '/motorcycle/new',
    );
  });

  it('shows the error state with a Retry that loads the list', async () => {
    let online = false;
    mockApi({
      'GET /api/v1/motorcycles': () =>
        online
          ? jsonResponse(200, { success: true, data: [motorcycle(1, { name: 'Vespa GTS' })] })
          : 'network',
    });
    renderDeletePage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upss! There is an Error');
    expect(alert).toHaveTextContent('Please Check your Connection and try Again!');

    online = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Delete Vespa GTS' })).toBeInTheDocument();
  });
});

describe('delete page: the confirmation', () => {
  it('asks before deleting; NO closes it with nothing deleted and focus back on the button', async () => {
    const { calls } = fakeApi([motorcycle(1, { name: 'Vespa GTS', model: 'GTS Super 300' })]);
    renderDeletePage();
    const button = await screen.findByRole('button', { name: 'Delete Vespa GTS' });
    expect(dialog()).not.toHaveAttribute('open');

    await userEvent.click(button);
    expect(dialog()).toHaveAttribute('open');
    // NO starts focused: a hasty Enter never deletes.
    expect(within(dialog()).getByRole('button', { name: 'NO' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: QUESTION })).toHaveAccessibleDescription(
      'Vespa GTS (GTS Super 300) will no longer be offered to riders.',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'NO' }));

    expect(dialog()).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
    expect(calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete Vespa GTS' })).toBeInTheDocument();
  });

  it('treats Escape as NO', async () => {
    const { calls } = fakeApi([motorcycle(1, { name: 'Vespa GTS' })]);
    renderDeletePage();
    const button = await screen.findByRole('button', { name: 'Delete Vespa GTS' });
    await userEvent.click(button);
    // What the browser does on Escape in a modal dialog: a cancelable 'cancel' event.
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));

    expect(dialog()).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
    expect(calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);
  });

  it("YES says 'Deleting...', then the server's message, and the list refreshes without it", async () => {
    const answer = deferred<void>();
    const { calls } = fakeApi(
      [motorcycle(1, { name: 'Vespa GTS' }), motorcycle(2, { name: 'Vespa Sprint' })],
      answer.promise,
    );
    renderDeletePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Vespa GTS' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));

    expect(dialog()).not.toHaveAttribute('open');
    const pending = await screen.findByRole('button', { name: 'Deleting Vespa GTS' });
    expect(pending).toHaveTextContent('Deleting...');
    expect(screen.getByText('Deleting...', { selector: '[role="status"]' })).toBeInTheDocument();
    // Other rows wait for this deletion to finish.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Vespa Sprint' }));
    expect(dialog()).not.toHaveAttribute('open');

    await act(async () => answer.resolve());
    expect(await screen.findByText('Motorcycle deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Vespa GTS' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Vespa Sprint' })).toBeInTheDocument();
    expect(calls()).toEqual([
      'GET /api/v1/motorcycles',
      'DELETE /api/v1/motorcycles/1',
      'GET /api/v1/motorcycles',
    ]);
    // Focus lands on the outcome, not on the body when the row disappears.
    expect(
      screen.getByText('Motorcycle deleted successfully').closest('[tabindex="-1"]'),
    ).toHaveFocus();
  });

  it("shows the server's message when the delete is refused", async () => {
    mockApi({
      'GET /api/v1/motorcycles': () =>
        jsonResponse(200, { success: true, data: [motorcycle(1, { name: 'Vespa GTS' })] }),
      'DELETE /api/v1/motorcycles/:id': () =>
        jsonResponse(403, {
          success: false,
          error: true,
          message: 'Only administrators can add or delete motorcycles',
        }),
    });
    renderDeletePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Vespa GTS' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only administrators can add or delete motorcycles',
    );
    expect(screen.getByRole('button', { name: 'Delete Vespa GTS' })).toBeInTheDocument();
  });
});
