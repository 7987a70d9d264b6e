import { MailAction, paragraphs } from './layout';
import { RideDetails } from './ride';

// The mails that are a few sentences (and a link), each in the recipient's language.

/** The last mail to an address: what was removed and what the shop keeps. */
export const AccountDeleted = paragraphs<'account-deleted'>(({ t, shop }) => [
  t('accountDeleted.body', { shop: shop.name }),
  t('accountDeleted.goodbye'),
]);

/** Sent to the OLD address, naming the new one, so a stolen account does not go unnoticed. */
export const EmailChanged = paragraphs<'email-changed'>(({ t, shop, values }) => [
  t('emailChanged.body', { shop: shop.name, newEmail: values.newEmail }),
  t('emailChanged.notYou'),
]);

/** After a reset or a change on /account: the rider learns of it even if it was not them. */
export const PasswordChanged = paragraphs<'password-changed'>(({ t, shop }) => [
  t('passwordChanged.body', { shop: shop.name }),
  t('passwordChanged.notYou'),
]);

/** The link to choose a new password (api/README.md, "Password reset"). */
export const PasswordReset = paragraphs<'password-reset'>(({ t, shop, values }) => [
  t('passwordReset.intro', { shop: shop.name }),
  <MailAction key="action" href={values.link}>
    {t('passwordReset.action')}
  </MailAction>,
  t('passwordReset.expiry'),
  t('passwordReset.ignore'),
]);

/**
 * A rider whose account the desk opened (api/README.md, "People"): the link sets their first
 * password, so they can sign in and see the rides booked for them.
 */
export const RiderInvitation = paragraphs<'rider-invitation'>(({ t, shop, values }) => [
  t('riderInvitation.intro', { shop: shop.name }),
  <MailAction key="action" href={values.link}>
    {t('riderInvitation.action')}
  </MailAction>,
  t('riderInvitation.expiry'),
]);

/** An owner's invitation (api/README.md, "Staff"): a new account's link, or a rider promoted. */
export const StaffInvitation = paragraphs<'staff-invitation'>(({ t, shop, values }) => [
  values.role === 'owner'
    ? t('staffInvitation.introOwner', { shop: shop.name })
    : t('staffInvitation.introStaff', { shop: shop.name }),
  ...(values.link === null
    ? [t('staffInvitation.signIn')]
    : [
        <MailAction key="action" href={values.link}>
          {t('staffInvitation.action')}
        </MailAction>,
        t('staffInvitation.expiry'),
      ]),
]);

/**
 * Two-factor sign-in turned off, by the account itself or reset by an owner (api/README.md,
 * "Two-factor sign-in"): whoever holds the address learns of it even if they did not ask.
 */
export const TwoFactorOff = paragraphs<'two-factor-off'>(({ t, shop, values }) =>
  values.by === 'self'
    ? [t('twoFactorOff.body', { shop: shop.name }), t('twoFactorOff.notYou')]
    : [
        t('twoFactorOff.byOwner', { shop: shop.name }),
        t(values.setUpAgain ? 'twoFactorOff.setUpAgain' : 'twoFactorOff.passwordAlone'),
        t('twoFactorOff.notAsked'),
      ],
);

/** Written with the booking: the ride in the rider's inbox, its calendar file attached. */
export const BookingConfirmed = paragraphs<'booking-confirmed'>((props) => [
  props.t('bookingConfirmed.intro', { shop: props.shop.name }),
  <RideDetails key="ride" {...props} />,
]);

/** REMINDER_HOURS_BEFORE hours before the pickup (mail/sender.ts): the ride is near. */
export const RideReminder = paragraphs<'ride-reminder'>((props) => [
  props.t('rideReminder.intro', { shop: props.shop.name }),
  <RideDetails key="ride" {...props} />,
]);
