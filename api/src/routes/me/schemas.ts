import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from 'shared-domain';
import {
  Account,
  AdminReservation,
  LedgerLine,
  ReservationMoney,
  SingleLine,
} from 'shared-domain/wire';
import Type, { type Static } from 'typebox';

/**
 * What PATCH /me may change, every field optional. Types and lengths only: the signup's rules and
 * the language run in the handler, so every refusal is a sentence in the request's language. A
 * new email or password needs `current_password`.
 */
export const AccountChangesBody = Type.Object({
  name: Type.Optional(SingleLine(TEXT_MAX_LENGTH)),
  phone: Type.Optional(SingleLine(PHONE_MAX_LENGTH)),
  locale: Type.Optional(Type.Unknown()),
  email: Type.Optional(SingleLine(EMAIL_MAX_LENGTH)),
  password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  current_password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
});
export type AccountChangesBody = Static<typeof AccountChangesBody>;

/** The form's fields in its order, for the order of the 422 sentences. */
export const ACCOUNT_FIELDS = Object.keys(
  AccountChangesBody.properties,
) as (keyof AccountChangesBody)[];

export const DeleteAccountBody = Type.Object({
  password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
});

const { user: _rider, ...reservationFields } = AdminReservation.properties;

export const AccountExport = Type.Object({
  exported_at: Type.String({ description: 'ISO 8601' }),
  account: Account,
  calendar_feed: Type.Boolean({ description: 'Whether a calendar feed address is on' }),
  reservations: Type.Array(
    Type.Object({
      ...reservationFields,
      booked_at: Type.String({ description: 'ISO 8601 time of the booking' }),
      money: ReservationMoney,
      lines: Type.Array(Type.Omit(LedgerLine, ['created_by']), {
        description: 'Oldest first',
      }),
    }),
  ),
});
