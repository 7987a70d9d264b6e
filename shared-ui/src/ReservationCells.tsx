import type { ReactNode } from 'react';
import { DEFAULT_SHOP_CURRENCY, formatHours, formatMoney, type Reservation } from 'shared-domain';
import { CardCell } from './CardTable';
import { useLanguage } from './i18n';

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
  const language = useLanguage();
  return (
    <>
      <CardCell label="Motorcycle" className={classPrefix && `${classPrefix}__motorcycle`}>
        {reservation.motorcycle_name}
      </CardCell>
      <CardCell label="City" className={classPrefix && `${classPrefix}__city`}>
        {reservation.city}
      </CardCell>
      {children}
      <CardCell label="Duration" number>
        {formatHours(reservation.duration, language)}
      </CardCell>
      <CardCell label="Total" number>
        {formatMoney(reservation.total, language, currency)}
      </CardCell>
    </>
  );
}
