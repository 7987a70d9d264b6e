import type { Generated } from 'kysely';
import type { EpochMs } from './epoch';

/**
 * A mail waiting to go, gone or given up (api/README.md, "Mail"). Written in the transaction of
 * the change that causes it; what it says is rendered when it is sent, from its kind and values.
 */
export interface MailOutboxTable {
  id: Generated<number>;
  /** One of api/src/mail/outbox.ts's MailKind; also the mail's X-Vespa-Mail header. */
  kind: string;
  recipient: string;
  /** The recipient's language when the mail was written (api/src/lib/i18n.ts's LOCALES). */
  locale: string;
  /** JSON of the kind's MailValues. */
  mail_values: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: EpochMs;
  last_error: string | null;
  created_at: EpochMs;
  sent_at: EpochMs | null;
}

/** A password-reset link's token: only its SHA-256 is kept, so the table leaks no usable link. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** Hex SHA-256 of the token in the link. */
  token_hash: string;
  created_at: EpochMs;
  expires_at: EpochMs;
  used_at: EpochMs | null;
}

/** The shop's profile: one row, id 1 (the zone and currency are configuration, not here). */
export interface ShopProfileTable {
  id: number;
  name: string;
  address: string;
  phone: string;
  email: string;
  /** JSON of shared-domain's OpeningHours: Monday first, null for a closed day. */
  opening_hours: string;
  updated_at: EpochMs;
}

/** A two-factor recovery code (api/README.md, "Two-factor sign-in"): its scrypt hash, used once. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: EpochMs | null;
}
