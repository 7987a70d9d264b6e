import { hashPassword } from '../lib/passwords';
import { chassisNumberEverUsed } from '../repositories/motorcycles';
import { insertMotorcycle } from '../repositories/motorcycle-changes';
import { emailTaken, insertUser } from '../repositories/users';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_MOTORCYCLES } from './demo-motorcycles';
import type { Database } from './types';

/**
 * Inserts what is missing and nothing else, so every start may call it. Concurrent starts are
 * settled by the unique indexes (insert* return null instead of a duplicate).
 */
export async function seedDemoData(database: Database): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await emailTaken(database.db, account.email)) continue;
    await insertUser(database.db, {
      name: account.name,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: account.admin ? 'owner' : 'rider',
    });
  }
  for (const motorcycle of DEMO_MOTORCYCLES) {
    if (await chassisNumberEverUsed(database.db, motorcycle.chassisNumber)) continue;
    const { chassisNumber, imageLink, bookingPricePerHour, price, ...words } = motorcycle;
    await insertMotorcycle(database, {
      ...words,
      chassis_number: chassisNumber,
      image_link: imageLink,
      booking_price_cents: Math.round(bookingPricePerHour * 100),
      // The demo's scooters have no day price and no deposit: a ride costs its hours, as the
      // replaced app's client computes it.
      day_price_cents: null,
      deposit_cents: 0,
      price_cents: Math.round(price * 100),
    });
  }
}
