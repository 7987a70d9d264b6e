import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, logIn, type Account } from './accounts';
import { menuLink } from './booking';
import { addMotorcycle, deleteMotorcycle, demoAdminToken } from './catalog';
import { uniqueTag } from './operations-admin';
import { bookDays, pastRides, signIn } from './paging';

/**
 * A new rider with rides on a new motorcycle named `${label} <tag>`: `ahead` booked through the
 * api one a day from `firstDay` days on, `past` written as already ridden. The motorcycle's
 * removal goes into `removals` first, so the catalogue is cleaned even when a booking fails.
 */
export async function riderWithRides(
  request: APIRequestContext,
  removals: Array<() => Promise<void>>,
  label: string,
  rides: {
    ahead: { firstDay: number; count: number; city: string };
    past: { count: number; city: string };
  },
) {
  const token = await demoAdminToken(request);
  const tag = uniqueTag();
  const motorcycle = await addMotorcycle(request, token, {
    name: `${label} ${tag}`,
    chassisNumber: `${label.slice(0, 3).toUpperCase()}-${tag}`,
  });
  removals.push(() => deleteMotorcycle(request, token, motorcycle.id));
  const rider = await createAccount(request);
  const { user, token: riderToken } = await signIn(request, rider);
  await bookDays(request, riderToken, { motorcycle, ...rides.ahead });
  pastRides(user, motorcycle, rides.past);
  return { rider, motorcycle };
}

/** Signs `rider` in and opens My reservations from the menu behind a phone's hamburger. */
export async function openMyReservationsOnPhone(page: Page, rider: Account): Promise<void> {
  await logIn(page, rider);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menuLink(page, 'My reservations').click();
}
