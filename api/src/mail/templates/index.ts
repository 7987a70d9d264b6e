import type { ParseKeys } from 'i18next';
import type { ReactElement } from 'react';
import type { MailKind } from '../outbox';
import AccountDeleted from './account-deleted';
import BookingConfirmed from './booking-confirmed';
import BookingCancelled from './booking-cancelled';
import EmailChanged from './email-changed';
import PasswordChanged from './password-changed';
import PasswordReset from './password-reset';
import type { TemplateProps } from './props';
import RideReminder from './ride-reminder';
import RiderInvitation from './rider-invitation';
import StaffInvitation from './staff-invitation';
import ReturnReceipt from './return-receipt';
import TwoFactorOff from './two-factor-off';

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
