import type { AuditAction } from 'shared-domain';
import type { AdminT } from '../ui/i18n';

/** The actions the api records (docs/PRODUCT.md, "Who can do what"), each one's words. */
const ACTIONS = {
  'block.create': 'audit.action.blockCreate',
  'block.remove': 'audit.action.blockDelete',
  'reservation.pickup': 'audit.action.pickup',
  'reservation.return': 'audit.action.return',
  'reservation.cancel': 'audit.action.cancel',
  'reservation.book': 'audit.action.walkIn',
  'motorcycle.create': 'audit.action.motorcycleCreate',
  'motorcycle.update': 'audit.action.motorcycleUpdate',
  'motorcycle.delete': 'audit.action.motorcycleDelete',
  'person.create': 'audit.action.personCreate',
  'person.change': 'audit.action.personUpdate',
  'staff.invite': 'audit.action.invite',
  'shop.update': 'audit.action.shop',
  'two_factor.enable': 'audit.action.twoFactorOn',
  'two_factor.disable': 'audit.action.twoFactorOff',
  'two_factor.reset': 'audit.action.twoFactorReset',
  'money.payment': 'audit.action.moneyPayment',
  'money.refund': 'audit.action.moneyRefund',
  'money.charge': 'audit.action.moneyCharge',
  'money.deposit_held': 'audit.action.moneyDepositHeld',
  'money.deposit_returned': 'audit.action.moneyDepositReturned',
  'money.deposit_kept': 'audit.action.moneyDepositKept',
  'money.void': 'audit.action.moneyVoid',
} as const satisfies Record<AuditAction, string>;

/** An action in words, or as the api names it when this page does not know it. */
export const actionText = (t: AdminT, action: string) => {
  return action in ACTIONS ? t(ACTIONS[action as keyof typeof ACTIONS]) : action;
};

/** A field's value in a diff: words for yes, no and nothing, JSON for a list or an object. */
export function valueText(t: AdminT, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('audit.none');
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}
