import type { ReactNode } from 'react';
import { formatUSD, hoursText, type Reservation } from 'shared-domain';
import { CardCell } from './CardTable';

interface ReservationCellsProps {
  reservation: Pick<Reservation, 'motorcycle_name' | 'city' | 'duration' | 'total'>;
  /** The page's own cells between where and how long: the desk's Start. */
  children?: ReactNode;
  /** Puts the app's `<prefix>__motorcycle` and `<prefix>__city` classes on those cells. */
  classPrefix?: string;
}

/** What every list of rides shows of one in a `CardRow`: Motorcycle, City, Duration, Total. */
export function ReservationCells({ reservation, children, classPrefix }: ReservationCellsProps) {
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
        {hoursText(reservation.duration)}
      </CardCell>
      <CardCell label="Total" number>
        {formatUSD(reservation.total)}
      </CardCell>
    </>
  );
}
