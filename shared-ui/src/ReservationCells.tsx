import type { ReactNode } from 'react';
import { formatUSD, hoursText, type Reservation } from 'shared-domain';
import { CardCell } from './CardTable';

interface ReservationCellsProps {
  reservation: Pick<Reservation, 'motorcycle_name' | 'city' | 'duration' | 'total'>;
  /** Cells between where and how long: the desk's Start. */
  children?: ReactNode;
  /** The app's own classes, `<prefix>__motorcycle` and `<prefix>__city`, on those two cells. */
  classPrefix?: string;
}

/**
 * The facts every list of rides shows in a `CardRow`, the rider's and the desk's alike:
 * Motorcycle and City, then Duration and Total as numbers.
 */
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
