import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SHOP_CURRENCY, formatHours, formatMoney, type Reservation } from 'shared-domain';
import { CardCell } from './CardTable';
import { useLanguage } from './i18n';
import './locales/i18n';

interface ReservationCellsProps {
  reservation: Pick<Reservation, 'motorcycle_name' | 'city' | 'duration' | 'total'>;
  /** The page's own cells between where and how long: the desk's Start. */
  children?: ReactNode;
  /** Puts the app's `<prefix>__motorcycle` and `<prefix>__city` classes on those cells. */
  classPrefix?: string;
  /** The shop's currency (shared-auth's useShopCurrency): the kit cannot ask the api itself. */
  currency?: string;
}

/** What every list of rides shows of one in a `CardRow`: Motorcycle, City, Duration, Total. */
export function ReservationCells({
  reservation,
  children,
  classPrefix,
  currency = DEFAULT_SHOP_CURRENCY,
}: ReservationCellsProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  return (
    <>
      <CardCell
        label={t('cell.motorcycle')}
        className={classPrefix && `${classPrefix}__motorcycle`}
      >
        {reservation.motorcycle_name}
      </CardCell>
      <CardCell label={t('cell.city')} className={classPrefix && `${classPrefix}__city`}>
        {reservation.city}
      </CardCell>
      {children}
      <CardCell label={t('cell.duration')} number>
        {formatHours(reservation.duration, language)}
      </CardCell>
      <CardCell label={t('cell.total')} number>
        {formatMoney(reservation.total, language, currency)}
      </CardCell>
    </>
  );
}
