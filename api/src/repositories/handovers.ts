import { countingLines, fromCents, handoverOpensAt, lateMinutes } from 'shared-domain';
import type { Database } from '../db/types';
import { type Locale, recipientLocale } from '../lib/i18n';
import { enqueueMail } from '../mail/outbox';
import { appendAudit } from './audit';
import { lastOdometer, outRides } from './holds';
import { readLedger } from './ledger';
import { deskStep, type StepInput, type StepOutcome } from './step-money';
import { ridesToTell } from './reservations/cancel-notices';

export type HandoverOutcome =
  | StepOutcome
  | { kind: 'too-early'; date: string }
  | { kind: 'still-out' }
  | { kind: 'odometer-below-last'; lastKm: number }
  | { kind: 'odometer-below'; pickupKm: number };

/**
 * confirmed → out: the scooter leaves the shop with the odometer reading noted (docs/PRODUCT.md,
 * "The shop's desk"): not before the ride's hand-over opens on the shop's clock (`shopNowMs`),
 * not while the scooter is out with another rider, and never below its last reading. On
 * PostgreSQL the motorcycle's row is locked too, so two hand-overs of one scooter read each
 * other's odometer.
 */
export async function handOver(
  database: Database,
  id: number,
  input: StepInput & { odometerKm: number; note: string | null; shopNowMs: number },
): Promise<HandoverOutcome> {
  return deskStep(database, { id, input, from: 'confirmed' }, async (trx, row) => {
    if (input.shopNowMs < (handoverOpensAt(row.date) ?? 0)) {
      return { kind: 'too-early', date: row.date } as const;
    }
    if (database.dialect === 'postgres') {
      await trx
        .selectFrom('motorcycles')
        .select('id')
        .where('id', '=', row.motorcycle_id)
        .forUpdate()
        .execute();
    }
    const out = await outRides(trx, row.motorcycle_id).select('id').limit(1).executeTakeFirst();
    if (out) return { kind: 'still-out' } as const;
    const lastKm = await lastOdometer(trx, row.motorcycle_id);
    if (input.odometerKm < lastKm) return { kind: 'odometer-below-last', lastKm } as const;
    await trx
      .updateTable('reservations')
      .set({
        picked_up_at: input.at.getTime(),
        pickup_odometer_km: input.odometerKm,
        pickup_note: input.note,
      })
      .where('id', '=', id)
      .execute();
    await appendAudit(trx, {
      actorId: input.actorId,
      action: 'reservation.pickup',
      subject: { type: 'reservation', id },
      before: { status: 'confirmed' },
      after: { status: 'out', odometer_km: input.odometerKm, note: input.note },
    });
    return null;
  });
}

/**
 * out → returned: the odometer (not below the hand-over's), damage and a note; how late it came
 * back is counted now, on the shop's wall clock (`shopNowMs`), against the ride's end. The rider
 * is mailed the receipt (return-receipt) in the same transaction.
 */
export async function takeBack(
  database: Database,
  id: number,
  input: StepInput & {
    odometerKm: number;
    damage: string | null;
    note: string | null;
    shopNowMs: number;
    /** The request's language: the receipt's when the rider chose none. */
    locale: Locale;
  },
): Promise<HandoverOutcome> {
  return deskStep(
    database,
    { id, input, from: 'out' },
    async (trx, row) => {
      const pickupKm = row.pickup_odometer_km ?? 0;
      if (input.odometerKm < pickupKm) return { kind: 'odometer-below', pickupKm } as const;
      const late = lateMinutes(Number(row.end_at), input.shopNowMs);
      await trx
        .updateTable('reservations')
        .set({
          returned_at: input.at.getTime(),
          return_odometer_km: input.odometerKm,
          damage: input.damage,
          return_note: input.note,
          late_minutes: late,
        })
        .where('id', '=', id)
        .execute();
      await appendAudit(trx, {
        actorId: input.actorId,
        action: 'reservation.return',
        subject: { type: 'reservation', id },
        before: { status: 'out', odometer_km: pickupKm },
        after: {
          status: 'returned',
          odometer_km: input.odometerKm,
          damage: input.damage,
          note: input.note,
          late_minutes: late,
        },
      });
      return null;
    },
    // The receipt reads the lines the step wrote.
    async (trx, row) => {
      const [rider] = await ridesToTell(trx, [id]);
      if (!rider) return;
      const ledger = await readLedger(trx, id, row.total_cents);
      await enqueueMail(trx, {
        kind: 'return-receipt',
        to: rider.rider_email,
        locale: recipientLocale(rider.rider_locale, input.locale),
        values: {
          name: rider.rider_name,
          motorcycle: rider.motorcycle_name,
          outAt: Number(row.picked_up_at),
          backAt: input.at.getTime(),
          km: input.odometerKm - (row.pickup_odometer_km ?? 0),
          lateMinutes: lateMinutes(Number(row.end_at), input.shopNowMs),
          damage: input.damage,
          note: input.note,
          lines: countingLines(ledger.lines).map(({ kind, amount, method, note }) => ({
            kind,
            amount,
            method,
            note,
          })),
          balance: fromCents(ledger.money.balance),
          depositHeld: fromCents(ledger.money.depositHeld),
        },
      });
    },
  );
}
