/**
 * Accounts and the shop on the wire: the api validates and documents with these schemas, the
 * frontends read their types (docs/ARCHITECTURE.md, "The wire types").
 */
import Type, { type Static } from 'typebox';

/** Who an account is to the shop: docs/PRODUCT.md, "Who can do what". */
export const Role = Type.Union(
  [Type.Literal('rider'), Type.Literal('staff'), Type.Literal('owner')],
  { description: 'rider; staff (the desk); owner (everything): api/README.md, "Roles"' },
);
export type Role = Static<typeof Role>;

export const User = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  /** The spec's flag, which the original client reads. */
  admin: Type.Boolean({ description: 'True for staff and owners' }),
  /** Absent from a session kept before roles came (shared-auth's isOwner). */
  role: Type.Optional(Role),
});
export type User = Static<typeof User>;

/** The signed-in account as GET and PATCH /api/v1/me answer it (api/README.md, "Accounts"). */
export const Account = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()], { description: 'null: none given' }),
  admin: Type.Boolean(),
  role: Role,
  locale: Type.Union([Type.String(), Type.Null()], { description: 'null until chosen' }),
  two_factor: Type.Boolean(),
});
export type Account = Static<typeof Account>;

/** GET and PATCH /api/v1/me's answer. */
export const AccountResponse = Type.Object({
  success: Type.Literal(true),
  data: Account,
  token: Type.Optional(
    Type.String({
      description: 'After a new password only: every earlier token has stopped working',
    }),
  ),
});
export type AccountResponse = Static<typeof AccountResponse>;

/** A success that carries only a sentence (delete, logout, cancel). */
export const MessageResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});
export type MessageResponse = Static<typeof MessageResponse>;

/** Answer of signup (201) and login (200): the user and a token. */
export const AuthResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  user: User,
  token: Type.String({ description: 'JWT for the Authorization: Bearer header' }),
});
export type AuthResponse = Static<typeof AuthResponse>;

/**
 * Login's answer for an account with two-factor sign-in on: no token yet, but a challenge that
 * POST /api/v1/login/2fa takes with a code (api/README.md, "Two-factor sign-in").
 */
export const TwoFactorChallenge = Type.Object({
  success: Type.Literal(true),
  two_factor_required: Type.Literal(true),
  challenge: Type.String({ description: 'For POST /login/2fa, within 5 minutes, once' }),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** POST /api/v1/me/2fa/setup's answer (api/README.md, "Two-factor sign-in"). */
export const TwoFactorSetup = Type.Object({
  secret: Type.String({ description: 'Base32, for typing into an authenticator app' }),
  otpauth_url: Type.String({ description: 'The otpauth://totp/ address the QR code holds' }),
  qr_svg: Type.String({ description: 'The QR code as an SVG document' }),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

/** One mail of the outbox as GET /api/v1/admin/mail lists it (api/README.md, "Mail"). */
export const OutboxMail = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'Its X-Vespa-Mail header' }),
  recipient: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  sent_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type OutboxMail = Static<typeof OutboxMail>;

/** A person as GET /api/v1/admin/people lists them (api/README.md, "People"). */
export const Person = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  role: Role,
  blocked: Type.Boolean(),
  upcoming: Type.Integer({ description: 'Rides ahead, not handed over' }),
  no_shows: Type.Integer({
    description: 'Rides whose time passed without a hand-over or a cancel',
  }),
  /** An owner may then reset it (api/README.md, "People"). */
  two_factor: Type.Boolean({ description: 'Whether two-factor sign-in is on' }),
});
export type Person = Static<typeof Person>;

/** One day's hours on the shop's clock; a closed day is null. */
const DayHours = Type.Object({
  opens: Type.String({ description: '`HH:mm` on the shop’s clock', examples: ['09:00'] }),
  closes: Type.String({ description: '`HH:mm`, after opens', examples: ['19:00'] }),
});
export type DayHours = Static<typeof DayHours>;

/** The shop's profile as GET /api/v1/shop answers it (docs/ARCHITECTURE.md, "The shop"). */
export const ShopProfile = Type.Object({
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  opening_hours: Type.Array(Type.Union([DayHours, Type.Null()]), {
    description: 'Seven days, Monday first; null for a closed day',
  }),
  time_zone: Type.String({ description: 'SHOP_TIME_ZONE: configuration, not data' }),
  currency: Type.String({ description: 'SHOP_CURRENCY: configuration, not data' }),
});
export type ShopProfile = Static<typeof ShopProfile>;
