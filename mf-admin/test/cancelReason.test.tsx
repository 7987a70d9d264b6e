import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deskApi, ride } from './support/desk';
import { renderFleet } from './support/fleet';
import {
  dialog,
  fakeApi,
  inDays,
  renderPage,
  reservation,
  setUpPageTests,
} from './support/reservations';

// The shop's optional reason for the rider when it cancels a ride (docs/PRODUCT.md,
// "Cancelling"): one field, in the list's question and at the desk; sent only when written.

const LABEL = { en: 'Reason for the rider (optional)', it: 'Motivo per il cliente (facoltativo)' };
const HINT = {
  en: 'Told to the rider in the cancellation mail; at most 100 characters.',
  it: 'Lo riceve il cliente nella mail di annullamento; al massimo 100 caratteri.',
};

setUpPageTests();
afterEach(() => jest.useRealTimers());

const nina = () =>
  reservation(1, {
    date: inDays(40),
    user: { id: 7, name: 'Nina Rider', email: 'nina@example.test' },
  });

describe.each(['en', 'it'] as const)('all reservations in %s', (language) => {
  const yes = language === 'en' ? 'YES' : 'SÌ';

  it('sends the reason written in the question, and no body without one', async () => {
    const api = fakeApi([nina(), reservation(2, { date: inDays(41) })]);
    renderPage('', undefined, language);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^(Cancel|Annulla) .*Nina Rider/ }));
    const reason = within(dialog()).getByLabelText(LABEL[language]);
    expect(reason).toHaveAccessibleDescription(HINT[language]);
    expect(reason).toHaveAttribute('maxlength', '100');
    // NO keeps the first focus: a hasty Enter still cancels nothing.
    expect(within(dialog()).getByRole('button', { name: 'NO' })).toHaveFocus();
    await user.type(reason, 'The brakes need a repair');
    await user.click(within(dialog()).getByRole('button', { name: yes }));
    await waitFor(() => expect(api.callsTo('DELETE /api/v1/reservations/1')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/v1/reservations/1')[0]?.body).toEqual({
      reason: 'The brakes need a repair',
    });

    // The next question starts empty, and sends no body when left so.
    await user.click(await screen.findByRole('button', { name: /^(Cancel|Annulla) .*Rider 2/ }));
    expect(within(dialog()).getByLabelText(LABEL[language])).toHaveValue('');
    await user.type(within(dialog()).getByLabelText(LABEL[language]), '   ');
    await user.click(within(dialog()).getByRole('button', { name: yes }));
    await waitFor(() => expect(api.callsTo('DELETE /api/v1/reservations/2')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/v1/reservations/2')[0]?.body).toBeUndefined();
  });
});

describe.each(['en', 'it'] as const)('at the desk in %s', (language) => {
  it('asks for the reason beside Yes, cancel it, and sends it', async () => {
    const api = deskApi([ride(1)]);
    renderFleet('2030-12-03T09:00', language);
    const user = userEvent.setup();
    const bar = await screen.findByRole('button', { name: /Rita Rider/ });
    await user.click(bar);
    const rideDialog = await screen.findByRole('dialog');
    const start = language === 'en' ? 'Cancel reservation' : 'Annulla prenotazione';
    await user.click(within(rideDialog).getByRole('button', { name: start }));
    const reason = within(rideDialog).getByLabelText(LABEL[language]);
    expect(reason).toHaveAccessibleDescription(HINT[language]);
    await user.type(reason, 'Scooter in the workshop');
    const confirm = language === 'en' ? 'Yes, cancel it' : 'Sì, annulla';
    await user.click(within(rideDialog).getByRole('button', { name: confirm }));
    await waitFor(() => expect(api.callsTo('DELETE /api/v1/reservations/1')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/v1/reservations/1')[0]?.body).toEqual({
      reason: 'Scooter in the workshop',
    });
  });
});
