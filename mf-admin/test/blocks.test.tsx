import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditMotorcyclePage from '../src/edit/EditMotorcyclePage';
import FleetPage from '../src/fleet/FleetPage';
import { block, deskApi, expectLabelInName, ride, setShopClock } from './support/desk';
import { ADMIN, deferred, jsonResponse, listOf, motorcycle, renderWithProviders } from './support';

const SPRINT_THURSDAY = 'Vespa Sprint, Thursday, December 5, free';
const REFUSAL =
  'This motorcycle has reservations at that time. Cancel or move them before taking it to the workshop.';

beforeEach(() => {
  localStorage.clear();
  setShopClock('2030-12-03T09:00');
});
afterEach(() => jest.useRealTimers());

const renderFleet = () =>
  renderWithProviders(<FleetPage />, {
    path: '/admin/fleet',
    route: '/admin/fleet',
    signedInAs: ADMIN,
  });

/** Sets a datetime-local input, as a browser's picker does. */
const setTime = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('a workshop block from the timeline', () => {
  it('starts on the free day chosen, checks the times and the reason, then shows the block hatched', async () => {
    const api = deskApi([]);
    const user = userEvent.setup();
    renderFleet();
    await user.click(await screen.findByRole('button', { name: SPRINT_THURSDAY }));
    const dialog = screen.getByRole('dialog', { name: 'Take Vespa Sprint out of service' });
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    expect(from).toHaveValue('2030-12-05T00:00');
    expect(to).toHaveValue('2030-12-06T00:00');
    expect(from).toHaveFocus();

    setTime(to, '2030-12-04T12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    expect(to).toHaveAccessibleDescription(
      'The scooter can be booked again from this time. To must be after From',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      "For the shop only: riders see “In the workshop”. Reason can't be blank",
    );
    expect(to).toHaveFocus();
    expect(api.callsTo('POST /api/v1/motorcycles/3/blocks')).toHaveLength(0);

    setTime(to, '2030-12-05T18:00');
    await user.type(within(dialog).getByLabelText('Reason'), '  Service  ');
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/v1/motorcycles/3/blocks')[0]?.body).toEqual({
      from: '2030-12-05T00:00',
      to: '2030-12-05T18:00',
      reason: 'Service',
    });
    const bar = await screen.findByRole('button', {
      name: 'Vespa Sprint, Thursday, December 5, 00:00 to 18:00, in the workshop: Service',
    });
    expect(bar).toHaveClass('admin-fleet__bar--workshop');
    // The free day's button has gone: the focus is on what holds that day now.
    await waitFor(() => expect(bar).toHaveFocus());
  });

  it('over rides, is refused with them listed: a confirmed one can be cancelled here, one out cannot', async () => {
    const rides = [
      ride(1, { motorcycle_id: 3, motorcycle_name: 'Vespa Sprint', date: '2030-12-05T10:00' }),
      ride(2, {
        motorcycle_id: 3,
        motorcycle_name: 'Vespa Sprint',
        date: '2030-12-05T14:00',
        status: 'out',
        user: { id: 5, name: 'Olga Out', email: 'o@example.test' },
      }),
    ];
    let refuse = true;
    const api = deskApi(rides, [], {
      'POST /api/v1/motorcycles/:id/blocks': () =>
        refuse
          ? jsonResponse(409, { success: false, error: true, message: [REFUSAL], conflicts: rides })
          : jsonResponse(201, { success: true, message: 'In the workshop then', data: block(9) }),
    });
    const user = userEvent.setup();
    renderFleet();
    await user.click(
      await screen.findByRole('button', { name: 'Vespa Sprint, Wednesday, December 4, free' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Take Vespa Sprint out of service' });
    setTime(within(dialog).getByLabelText('To'), '2030-12-06T00:00');
    await user.type(within(dialog).getByLabelText('Reason'), 'Tyres');
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUSAL);
    const conflicts = within(dialog).getByRole('list', { name: 'Reservations at that time' });
    const items = within(conflicts).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Rita Rider, Thursday, December 5, 10:00 to 13:00, RomeCancel',
      'Olga Out, Thursday, December 5, 14:00 to 17:00, RomeOut now: take it back first',
    ]);
    await user.click(
      within(items[0]!).getByRole('button', {
        name: 'Cancel the reservation of Rita Rider, Thursday, December 5, 10:00 to 13:00, Rome',
      }),
    );
    expect(await within(items[0]!).findByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/reservations/1')).toHaveLength(1);
    expect(api.callsTo('DELETE /api/v1/reservations/2')).toHaveLength(0);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('In the workshop then')).toBeInTheDocument();
  });

  it('is removed from its dialog, which frees its time', async () => {
    const api = deskApi([], [block(7)]);
    const user = userEvent.setup();
    renderFleet();
    await user.click(await screen.findByRole('button', { name: /in the workshop: brake pads$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Vespa Primavera in the workshop' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove block' }));
    expect(await screen.findByText('The workshop block was removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/blocks/7')).toHaveLength(1);
    expect(
      await screen.findByRole('button', { name: 'Vespa Primavera, Wednesday, December 4, free' }),
    ).toBeInTheDocument();
  });
});

describe('a workshop block from the scooter’s edit page', () => {
  it('is made under the form and can be removed there at once', async () => {
    // The edit page reads the catalogue.
    const api = deskApi([], [], {
      'GET /api/v1/motorcycles': listOf([motorcycle(3, { name: 'Vespa Sprint' })]),
    });
    const user = userEvent.setup();
    renderWithProviders(<EditMotorcyclePage />, {
      path: '/motorcycle/:id/edit',
      route: '/motorcycle/3/edit',
      signedInAs: ADMIN,
    });
    const section = await screen.findByRole('region', { name: 'Workshop' });
    expect(within(section).getByRole('link', { name: 'fleet timeline' })).toHaveAttribute(
      'href',
      '/admin/fleet',
    );
    setTime(within(section).getByLabelText('From'), '2030-12-10T08:00');
    setTime(within(section).getByLabelText('To'), '2030-12-10T12:00');
    await user.type(within(section).getByLabelText('Reason'), 'Oil change');
    await user.click(within(section).getByRole('button', { name: 'Take out of service' }));

    const made = await within(section).findByRole('list', { name: 'Blocks made here' });
    expect(made).toHaveTextContent('Tuesday, December 10, 08:00 to 12:00: Oil change');
    // Said from a live region that is on the page before its text (shared-ui/README.md).
    expect(await within(section).findByText('In the workshop then')).toBeInTheDocument();
    // A fresh form for the next one.
    expect(within(section).getByLabelText('Reason')).toHaveValue('');

    // The removal's answer is held, as a slow network would: the button says what it is doing.
    const answer = deferred<void>();
    const answerAll = api.fetch.getMockImplementation() as typeof fetch;
    api.fetch.mockImplementation(async (input, init) => {
      // RTK Query hands fetch a Request (its method on it), with no init.
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method === 'DELETE') await answer.promise;
      return answerAll(input, init);
    });
    await user.click(
      within(made).getByRole('button', {
        name: 'Remove the block of Tuesday, December 10, 08:00 to 12:00',
      }),
    );
    const removing = await within(made).findByRole('button', {
      name: 'Removing the block of Tuesday, December 10, 08:00 to 12:00',
    });
    expect(removing).toHaveTextContent('Removing...');
    expectLabelInName(removing);
    await act(async () => answer.resolve());
    expect(await within(section).findByText('The workshop block was removed')).toBeInTheDocument();
    expect(
      within(section).queryByRole('list', { name: 'Blocks made here' }),
    ).not.toBeInTheDocument();
  });
});
