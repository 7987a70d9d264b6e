import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPage from '../src/settings/SettingsPage';
import { ADMIN, jsonResponse, mockApi, renderWithProviders, SHOP } from './support';

// The owner's /admin/settings: the shop's profile with its week of opening hours, checked with
// the api's own rules before it is sent, saved with PUT /api/v1/admin/shop.

const PUT = 'PUT /api/v1/admin/shop';

const renderSettings = (language: 'en' | 'it' = 'en') =>
  renderWithProviders(<SettingsPage />, {
    path: '/admin/settings',
    signedInAs: ADMIN,
    language,
  });

const saved = (body: unknown) =>
  jsonResponse(200, {
    success: true,
    message: 'Shop profile saved',
    data: { ...SHOP, ...(body as object) },
  });

it('saves a changed address and a day closed, and says it is saved', async () => {
  const api = mockApi({ [PUT]: ({ body }) => saved(body) });
  const user = userEvent.setup();
  renderSettings();
  const address = await screen.findByLabelText('Address');
  expect(address).toHaveValue(SHOP.address);
  await user.clear(address);
  await user.type(address, 'Piazza Navona 1, Roma');
  const saturday = screen.getByRole('group', { name: 'Saturday' });
  await user.click(within(saturday).getByLabelText('Closed'));
  expect(within(saturday).queryByLabelText('Opens')).not.toBeInTheDocument();
  const monday = screen.getByRole('group', { name: 'Monday' });
  await user.clear(within(monday).getByLabelText('Opens'));
  await user.type(within(monday).getByLabelText('Opens'), '08:30');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Shop profile saved')).toBeVisible();
  const put = api.calls.find((call) => call.route === PUT);
  expect(put?.body).toEqual({
    name: SHOP.name,
    address: 'Piazza Navona 1, Roma',
    phone: SHOP.phone,
    email: SHOP.email,
    opening_hours: [
      { opens: '08:30', closes: '19:00' },
      ...Array.from({ length: 4 }, () => ({ opens: '09:00', closes: '19:00' })),
      null,
      null,
    ],
  });
});

it('shows each problem by its field in the api’s words, and sends nothing', async () => {
  const api = mockApi({ [PUT]: ({ body }) => saved(body) });
  const user = userEvent.setup();
  renderSettings();
  await user.clear(await screen.findByLabelText('Address'));
  await user.clear(screen.getByLabelText('Phone'));
  await user.type(screen.getByLabelText('Phone'), 'call us');
  const wednesday = screen.getByRole('group', { name: 'Wednesday' });
  await user.clear(within(wednesday).getByLabelText('Closes'));
  await user.type(within(wednesday).getByLabelText('Closes'), '08:00');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(screen.getByLabelText('Address')).toHaveAccessibleDescription("Address can't be blank");
  expect(screen.getByLabelText('Address')).toHaveFocus();
  expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
    'Phone must be a phone number: 6 or more digits, with only spaces, +, -, ., / or brackets between them',
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Opening hours on Wednesday: the shop must open before it closes',
  );
  expect(api.calls.filter((call) => call.route === PUT)).toEqual([]);
});

it('shows the api’s refusal, and reads in Italian', async () => {
  mockApi({
    [PUT]: () =>
      jsonResponse(403, {
        success: false,
        error: true,
        message: 'Solo il titolare può modificare il profilo del negozio',
      }),
  });
  const user = userEvent.setup();
  renderSettings('it');
  expect(
    await screen.findByRole('heading', { name: 'Impostazioni del negozio' }),
  ).toBeInTheDocument();
  const monday = screen.getByRole('group', { name: 'lunedì' });
  expect(within(monday).getByLabelText('Apre')).toHaveValue('09:00');
  expect(
    within(screen.getByRole('group', { name: 'domenica' })).getByLabelText('Chiuso'),
  ).toBeChecked();
  await user.clear(screen.getByLabelText('Indirizzo'));
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(screen.getByLabelText('Indirizzo')).toHaveAccessibleDescription(
    'Indirizzo: campo obbligatorio',
  );
  await user.type(screen.getByLabelText('Indirizzo'), 'Via Roma 1');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(
    await screen.findByText('Solo il titolare può modificare il profilo del negozio'),
  ).toBeVisible();
});
