import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MailPage from '../src/mail/MailPage';
import {
  ADMIN,
  type ApiCall,
  deferred,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from './support';

// /admin/mail (docs/PRODUCT.md, "Mail"): the failed mail first, each with Send again, then what
// waits; loading, error and empty states; in English and Italian.

const LIST = 'GET /api/v1/admin/mail';
const RETRY = 'POST /api/v1/admin/mail/:id/retry';

const mail = (id: number, status: 'failed' | 'pending', overrides: object = {}) => ({
  id,
  kind: 'booking-cancelled',
  recipient: `rider${id}@example.test`,
  status,
  attempts: status === 'failed' ? 14 : 2,
  last_error: 'connect ECONNREFUSED 127.0.0.1:587',
  // 09:05 in Rome, the shop's zone in the test api's config.
  created_at: '2030-12-03T08:05:00.000Z',
  sent_at: null,
  ...overrides,
});

/** The outbox, which a retry really moves from failed to pending; `hold` delays the retry. */
function outboxApi(initial: ReturnType<typeof mail>[], hold?: Promise<void>) {
  let rows = [...initial];
  return mockApi({
    [LIST]: ({ url }: ApiCall) => {
      const status = new URL(url).searchParams.get('status');
      return jsonResponse(200, {
        success: true,
        data: rows.filter((row) => row.status === status),
        next_cursor: null,
      });
    },
    [RETRY]: async ({ params }: ApiCall) => {
      if (hold) await hold;
      rows = rows.map((row) =>
        row.id === Number(params.id) ? { ...row, status: 'pending' as const } : row,
      );
      return jsonResponse(200, {
        success: true,
        message: 'The mail will be sent again in a moment',
      });
    },
  });
}

const renderMailPage = (language: 'en' | 'it' = 'en') =>
  renderWithProviders(<MailPage />, { path: '/admin/mail', signedInAs: ADMIN, language });

const section = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('section') as HTMLElement;

beforeEach(() => localStorage.clear());

describe('the Mail page', () => {
  it('lists the failed mail first, then the pending, each with what the owner needs', async () => {
    outboxApi([
      mail(1, 'failed'),
      mail(2, 'pending', { kind: 'password-reset', last_error: null }),
    ]);
    renderMailPage();
    expect(await screen.findByRole('heading', { name: 'Mail', level: 1 })).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Failed',
      'Waiting to be sent',
    ]);
    const failed = await within(await section('Failed')).findByRole('table');
    const [, row] = within(failed).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'booking-cancelled',
      'rider1@example.test',
      'Tue, Dec 3, 2030, 09:05',
      '14',
      'connect ECONNREFUSED 127.0.0.1:587',
      'Send again',
    ]);
    const pending = await within(await section('Waiting to be sent')).findByRole('table');
    const [, waiting] = within(pending).getAllByRole('row');
    expect(
      within(waiting!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'password-reset',
      'rider2@example.test',
      'Tue, Dec 3, 2030, 09:05',
      '2',
      'none yet',
    ]);
  });

  it('sends a failed mail again by keyboard: the answer is said and focused, the lists refresh', async () => {
    const answer = deferred<void>();
    const api = outboxApi([mail(1, 'failed')], answer.promise);
    renderMailPage();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', {
      name: 'Send the booking-cancelled mail to rider1@example.test again',
    });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Sending again...');
    await act(async () => answer.resolve());

    const message = await screen.findByText('The mail will be sent again in a moment');
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
    expect(api.callsTo('POST /api/v1/admin/mail/1/retry')).toHaveLength(1);
    expect(
      await within(await section('Failed')).findByRole('heading', {
        level: 3,
        name: 'No failed mail: every mail went out or is still being tried.',
      }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        within(await section('Waiting to be sent')).getByText('rider1@example.test'),
      ).toBeInTheDocument(),
    );
  });

  it('says when nothing failed or waits, and offers Retry when a list cannot be read', async () => {
    mockApi({
      [LIST]: ({ url }: ApiCall) =>
        new URL(url).searchParams.get('status') === 'failed'
          ? jsonResponse(500, { success: false, error: true, message: 'Internal Server Error' })
          : jsonResponse(200, { success: true, data: [], next_cursor: null }),
    });
    renderMailPage();
    expect(
      await within(await section('Waiting to be sent')).findByText('No mail is waiting.'),
    ).toBeInTheDocument();
    const failed = await section('Failed');
    expect(await within(failed).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    outboxApi([mail(1, 'failed')]);
    renderMailPage('it');
    expect(await screen.findByRole('heading', { name: 'Posta', level: 1 })).toBeInTheDocument();
    const failed = await section('Non recapitate');
    expect(
      await within(failed).findByRole('columnheader', { name: 'Tentativi' }),
    ).toBeInTheDocument();
    expect(within(failed).getByText('mar 3 dic 2030, 09:05')).toBeInTheDocument();
    expect(
      within(failed).getByRole('button', {
        name: 'Invia di nuovo la mail booking-cancelled a rider1@example.test',
      }),
    ).toHaveTextContent('Invia di nuovo');
    expect(
      await within(await section('In attesa di invio')).findByText('Nessuna mail in attesa.'),
    ).toBeInTheDocument();
  });
});
