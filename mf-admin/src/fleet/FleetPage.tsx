import { useTranslation } from 'react-i18next';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState, MessageBox, QueryState, RefreshFailed, upTo, useMediaQuery } from 'shared-ui';
import { useShopTimeZone } from 'shared-auth/api';
import { wallClockNow } from 'shared-domain';
import { useGetFleetQuery } from '../desk/deskApi';
import { DESK_FRESHNESS, useDeskFreshness } from '../desk/useDeskFreshness';
import { useShopToday } from '../desk/useShopToday';
import { AdminPage } from '../ui/AdminPage';
import { FleetDayList } from './FleetDayList';
import { BlockDialog } from './BlockDialog';
import { RideDialog } from '../desk/RideDialog';
import { FleetGrid } from './FleetGrid';
import { fleetRows, type FleetRow, type FleetScooter, type Stop } from './fleetModel';
import { mondayOf, WEEK_DAYS, weekDays, weekFromSearch } from './week';
import { WeekNav } from './WeekNav';
import '../desk/desk.css';
import './fleet.css';

/**
 * /admin/fleet: exposed as './FleetPage'; the shell shows it to administrators only. The fleet's
 * week (docs/PRODUCT.md, "The fleet timeline"): a row per scooter, a bar per ride and workshop
 * block, a free day to take a scooter out of service; on a phone, one scooter's week by day. The
 * week is in the address (?week=, its Monday); only that week is fetched, again every 15 s.
 */
export default function FleetPage() {
  const { t } = useTranslation('admin');
  useDeskFreshness();
  const today = useShopToday();
  const timeZone = useShopTimeZone();
  const { search } = useLocation();
  const navigate = useNavigate();
  const phone = useMediaQuery(upTo('medium'));
  const monday = weekFromSearch(search, today);
  const fleet = useGetFleetQuery({ from: monday, days: WEEK_DAYS }, DESK_FRESHNESS);
  const data = fleet.currentData;
  const asOf = fleet.fulfilledTimeStamp ?? 0;
  const days = useMemo(() => weekDays(monday), [monday]);
  const rows = useMemo(
    () => (data ? fleetRows(t, data, days, wallClockNow(new Date(asOf), timeZone)) : []),
    [t, data, days, asOf, timeZone],
  );
  // The stop opened, and its scooter: a ride with its steps, a workshop block, or a free day.
  const [opened, setOpened] = useState<{ scooter: FleetScooter; stop: Stop } | null>(null);
  const open = (row: FleetRow, stop: Stop) => setOpened({ scooter: row.scooter, stop });
  const [notice, setNotice] = useState('');
  const titleId = useId();
  const area = useRef<HTMLDivElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  // After a step done, the answer it was done on: the next one may take its button away.
  const refocusAfter = useRef<typeof data | null>(null);

  const params = new URLSearchParams(search);
  const chosen = Number(params.get('scooter'));
  const searchWith = (changes: Record<string, string>) =>
    `?${new URLSearchParams({ ...Object.fromEntries(params), ...changes }).toString()}`;

  /** The grid's stop in the Tab order, or else what was said: where the focus goes when its button has gone. */
  const refocus = () =>
    (
      area.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]') ?? outcome.current
    )?.focus();

  useEffect(() => {
    // A new answer is a new object (RTK Query keeps an unchanged one as it was).
    if (refocusAfter.current === null || refocusAfter.current === data) return;
    refocusAfter.current = null;
    if (!document.activeElement || document.activeElement === document.body) refocus();
  });

  // The opened stop as the latest answer has it (another desk may have handed its ride over).
  const live = opened && rows.find(({ scooter }) => scooter.id === opened.scooter.id);
  const stop = opened && (live?.stops.find(({ key }) => key === opened.stop.key) ?? opened.stop);
  const dialog = {
    onClose: () => setOpened(null),
    onDone: (text: string) => {
      setOpened(null);
      setNotice(text);
      refocusAfter.current = data;
    },
    onFocusLost: refocus,
  };

  let body;
  if (data && rows.length === 0) {
    body = <EmptyState title={t('fleet.empty')} hint={t('fleet.empty.hint')} />;
  } else if (data) {
    const phoneRow = rows.find(({ scooter }) => scooter.id === chosen) ?? rows[0];
    body =
      phone && phoneRow ? (
        <FleetDayList
          rows={rows}
          days={days}
          today={today}
          row={phoneRow}
          onChoose={(id) =>
            navigate({ search: searchWith({ scooter: String(id) }) }, { replace: true })
          }
          onOpen={open}
        />
      ) : (
        <FleetGrid rows={rows} days={days} today={today} labelledBy={titleId} onOpen={open} />
      );
  } else {
    body = <QueryState query={fleet} loadingText={t('fleet.loading')} />;
  }

  return (
    <AdminPage wide title={t('fleet.title')} lead={t('fleet.lead')}>
      <WeekNav
        monday={monday}
        thisWeek={mondayOf(today)}
        titleId={titleId}
        searchFor={(week) => searchWith({ week })}
      />
      <div ref={outcome} tabIndex={-1} className="admin-desk-outcome">
        <MessageBox message={notice} error={false} />
      </div>
      {data && <RefreshFailed query={fleet} />}
      <div ref={area} className={data && !phone ? 'admin-fleet__area' : undefined}>
        {body}
      </div>
      <RideDialog
        reservation={stop?.kind === 'reservation' ? stop.reservation : null}
        motorcycleName={opened?.scooter.name ?? ''}
        asOf={asOf}
        {...dialog}
      />
      <BlockDialog scooter={opened?.scooter} stop={stop} {...dialog} />
    </AdminPage>
  );
}
