import type { ParseKeys } from 'i18next';
import type { ReactElement } from 'react';
import type { MailKind } from '../outbox';
import BookingCancelled from './booking-cancelled';
import {
  AccountDeleted,
  BookingConfirmed,
  EmailChanged,
  PasswordChanged,
  PasswordReset,
  RideReminder,
  RiderInvitation,
  StaffInvitation,
  TwoFactorOff,
} from './notices';
import type { TemplateProps } from './layout';
import ReturnReceipt from './return-receipt';

export interface Template<K extends MailKind> {
  /** Its key in locales/<code>/mail.json. */
  subject: ParseKeys<'mail'>;
  Body: (props: TemplateProps<K>) => ReactElement;
}

/**
 * Every kind of mail and what writes it (api/README.md, "Mail"). A new kind: its values in
 * ../outbox.ts's MailValues, its file here, its line below, its sentences in mail.json.
 */
export const TEMPLATES: { [K in MailKind]: Template<K> } = {
  'password-reset': { subject: 'passwordReset.subject', Body: PasswordReset },
  'password-changed': { subject: 'passwordChanged.subject', Body: PasswordChanged },
  'email-changed': { subject: 'emailChanged.subject', Body: EmailChanged },
  'two-factor-off': { subject: 'twoFactorOff.subject', Body: TwoFactorOff },
  'account-deleted': { subject: 'accountDeleted.subject', Body: AccountDeleted },
  'staff-invitation': { subject: 'staffInvitation.subject', Body: StaffInvitation },
  'rider-invitation': { subject: 'riderInvitation.subject', Body: RiderInvitation },
  'booking-confirmed': { subject: 'bookingConfirmed.subject', Body: BookingConfirmed },
  'ride-reminder': { subject: 'rideReminder.subject', Body: RideReminder },
  'booking-cancelled': { subject: 'bookingCancelled.subject', Body: BookingCancelled },
  'return-receipt': { subject: 'returnReceipt.subject', Body: ReturnReceipt },
};
