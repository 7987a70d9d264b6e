import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import { PendingButton, useLanguage } from 'shared-ui';
import { formatWallClock, wallClockMs, type OpenBalance } from 'shared-domain';
import { statusName } from '../desk/deskText';
import { balanceText } from '../money/moneyText';

/** When a ride starts, as the desk reads it: "Tue, Dec 3, 10:00", or its day alone. */
function rideStart(date: string, language: string): string {
  const at = wallClockMs(date);
  if (at === null) return date;
  return formatWallClock(at, date.includes('T') ? 'dayTime' : 'day', language);
}

interface Props {
  rides: readonly OpenBalance[];
  /** The ride being read to open it, if any. */
  opening: number | null;
  onOpen: (reservationId: number) => void;
}

/** The day's rides whose balance is not 0, each with Open: its money and steps at the desk. */
export function OpenBalances({ rides, opening, onOpen }: Props) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  const language = useLanguage();
  if (rides.length === 0) return <p className="admin-cash__none">{t('cash.open.none')}</p>;
  return (
    <ul className="admin-cash__rides">
      {rides.map((ride) => {
        const start = rideStart(ride.date, language);
        const names = { rider: ride.rider.name, motorcycle: ride.motorcycle_name, start };
        return (
          <li key={ride.reservation_id} className="admin-cash__ride">
            <p>
              <strong>{ride.rider.name}</strong>, {ride.motorcycle_name},{' '}
              {t('reservations.reference', { id: ride.reservation_id })}
            </p>
            <p>
              {start}, {statusName(t, ride.status)}
            </p>
            <p className="admin-cash__balance">{balanceText(t, money, ride.money.balance)}</p>
            <PendingButton
              className="button button--secondary admin-cash__open"
              aria-label={t('reservations.openRide', names)}
              pending={opening === ride.reservation_id}
              pendingText={t('cash.opening')}
              onClick={() => onOpen(ride.reservation_id)}
            >
              {t('reservations.open')}
            </PendingButton>
          </li>
        );
      })}
    </ul>
  );
}
