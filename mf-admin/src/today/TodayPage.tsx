import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, RefreshFailed } from 'shared-ui';
import { useShopTimeZone } from 'shared-auth/api';
import { bookingInterval, wallClockNow, type AdminReservation } from 'shared-domain';
import { useGetFleetQuery, useGetOutReservationsQuery } from '../desk/deskApi';
import { dayName } from '../desk/deskText';
import { RideDialog } from '../desk/RideDialog';
import { DESK_FRESHNESS, useDeskFreshness } from '../desk/useDeskFreshness';
import { useDeskNotice } from '../desk/useDeskNotice';
import { useShopToday } from '../desk/useShopToday';
import { AdminPage } from '../ui/AdminPage';
import { deskDay } from './deskDay';
import { FindRide } from './FindRide';
import { FoundRides } from './FoundRides';
import { TodayGroup, type GroupKind } from './TodayGroup';
import { useRideSearch } from './useRideSearch';
import '../desk/desk.css';
import './today.css';

/** What is late, first; then the day, by time. */
const ALERTS: readonly GroupKind[] = ['overdue', 'notCollected'];
const THE_DAY: readonly GroupKind[] = ['pickups', 'returns'];

/**
 * /admin/today: exposed as './TodayPage'; the shell shows it to administrators only. The day at
 * the desk (docs/PRODUCT.md, "The shop's desk"): returns that are overdue, pickups not collected
 * an hour after their start, then the day's pickups and returns by time, each with its step in a
 * dialog. It asks again every 15 s, so two desks agree without a reload. Above them, a search
 * finds a ride by its reference or its rider, on any day, and opens it in the same dialog.
 */
export default function TodayPage() {
  const { t } = useTranslation('admin');
  useDeskFreshness();
  const today = useShopToday();
  const timeZone = useShopTimeZone();
  const fleet = useGetFleetQuery({ from: today, days: 1 }, DESK_FRESHNESS);
  const out = useGetOutReservationsQuery(undefined, DESK_FRESHNESS);
  const [words, setWords] = useState('');
  const search = useRideSearch(words, today);
  const [openId, setOpenId] = useState<number | null>(null);
  // A step done may move its row to another list: the focus goes to what was said instead.
  const { say, notice } = useDeskNotice();

  const data = fleet.currentData;
  // As of the latest answer: a render does not read the clock, and each poll moves it on.
  const asOf = Math.max(fleet.fulfilledTimeStamp ?? 0, out.fulfilledTimeStamp ?? 0);
  const now = wallClockNow(new Date(asOf), timeZone);
  const rides = [...(data?.reservations ?? []), ...(out.currentData ?? [])];
  const names = new Map(data?.motorcycles.map(({ id, name }) => [id, name]));
  const scooterName = (reservation: AdminReservation) =>
    names.get(reservation.motorcycle_id) ?? reservation.motorcycle_name;
  // A ride found by the search may be on another day, in none of the day's lists.
  const open =
    openId === null
      ? null
      : ([...rides, ...(search.rides ?? [])].find(({ id }) => id === openId) ?? null);
  const dayStart = bookingInterval(today, 1)?.start ?? 0;
  // What a row shows and does, in the day's lists and in the search's alike.
  const rowProps = {
    now,
    dayStart,
    scooterName,
    onOpen: (reservation: AdminReservation) => setOpenId(reservation.id),
  };

  let body;
  if (data) {
    const day = deskDay(today, now, rides);
    const group = (kind: GroupKind) => (
      <TodayGroup key={kind} kind={kind} rows={day[kind]} {...rowProps} />
    );
    body = (
      <>
        <RefreshFailed query={fleet} />
        <RefreshFailed query={out} title={t('today.outFailed')} />
        <div className="admin-today__alerts">{ALERTS.map(group)}</div>
        <div className="admin-today__day">{THE_DAY.map(group)}</div>
      </>
    );
  } else {
    body = <QueryState query={fleet} loadingText={t('today.loading')} />;
  }

  return (
    <AdminPage wide title={t('today.title')} lead={t('today.lead', { day: dayName(dayStart) })}>
      {notice}
      <FindRide words={words} onSearch={setWords} />
      <FoundRides words={words} search={search} {...rowProps} />
      {body}
      <RideDialog
        reservation={open}
        motorcycleName={open ? scooterName(open) : ''}
        asOf={asOf}
        onClose={() => setOpenId(null)}
        onDone={say}
      />
    </AdminPage>
  );
}
