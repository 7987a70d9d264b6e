import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState, RefreshFailed, TextField } from 'shared-ui';
import { isValidISODate, wallClockMs, type DailyCashUp } from 'shared-domain';
import { dayName } from '../desk/deskText';
import { RideDialog } from '../desk/RideDialog';
import { useDeskNotice } from '../desk/useDeskNotice';
import { useShopToday } from '../desk/useShopToday';
import { useGetRideMoneyQuery } from '../money/moneyApi';
import { AdminPage } from '../ui/AdminPage';
import { DownloadCsv } from '../ui/DownloadCsv';
import { CashFigures } from './CashFigures';
import { useGetCashUpQuery } from './cashApi';
import { dayFromSearch } from './cashRequest';
import { OpenBalances } from './OpenBalances';
import { ApiQueryState } from '../ui/ApiQueryState';
import { useDraft } from '../ui/useDraft';
import '../desk/desk.css';
import './cash.css';

/** A day on which no money moved, nothing was held and nothing is owed. */
const isQuiet = ({ totals, deposits_held_at_closing: held, open_balances: open }: DailyCashUp) =>
  [totals.money_in, totals.money_out, totals.charges, totals.deposits_kept, held].every(
    (amount) => amount === 0,
  ) && open.length === 0;

/**
 * /admin/cash: exposed as './CashPage'; staff and the owner. The day's cash-up (issue #38): the
 * money in and out at the desk by method with their totals, what moved no money, the deposits
 * held at the day's end, and the rides left with a balance, each opened in the desk's dialog;
 * the CSV as the api writes it. The day is in the address (`?date=`), the shop's today without.
 */
export default function CashPage() {
  const { t } = useTranslation('admin');
  const { search } = useLocation();
  const navigate = useNavigate();
  const day = dayFromSearch(search, useShopToday());
  // The date picker shows every whole date at once (a date half typed waits), and follows the
  // address when that changes (Back, a link).
  const [typed, setTyped] = useDraft(day);
  const cashUp = useGetCashUpQuery(day, { refetchOnMountOrArgChange: true });
  const [openId, setOpenId] = useState<number | null>(null);
  const ride = useGetRideMoneyQuery(openId ?? 0, { skip: openId === null });
  // A step done may settle its ride, which then leaves the list.
  const { say, notice } = useDeskNotice();

  const data = cashUp.currentData;
  let body;
  if (data && isQuiet(data)) {
    body = <EmptyState title={t('cash.empty')} hint={t('cash.empty.hint')} />;
  } else if (data) {
    body = (
      <>
        <DownloadCsv
          file={{
            path: '/api/v1/admin/reports/daily',
            params: { date: day },
            filename: `vespa-cash-up-${day}.csv`,
          }}
        />
        <CashFigures cashUp={data} />
        <h2 className="admin-cash__title">{t('cash.open')}</h2>
        {openId !== null && <RefreshFailed query={ride} />}
        <OpenBalances
          rides={data.open_balances}
          opening={openId !== null && ride.isFetching ? openId : null}
          onOpen={setOpenId}
        />
      </>
    );
  } else {
    body = <ApiQueryState query={cashUp} loadingText={t('cash.loading')} />;
  }

  const opened = openId === null ? null : (ride.currentData ?? null);
  return (
    <AdminPage
      wide
      title={t('cash.title')}
      lead={t('cash.lead', { day: dayName(wallClockMs(day) ?? 0) })}
    >
      <div className="admin-cash__day">
        <TextField
          label={t('cash.day')}
          hint={t('cash.day.hint')}
          type="date"
          value={typed}
          onChange={(text) => {
            setTyped(text);
            if (isValidISODate(text) && text !== day) void navigate({ search: `?date=${text}` });
          }}
        />
      </div>
      {notice}
      {body}
      <RideDialog
        reservation={opened}
        motorcycleName={opened?.motorcycle_name ?? ''}
        asOf={ride.fulfilledTimeStamp ?? 0}
        onClose={() => setOpenId(null)}
        onDone={say}
      />
    </AdminPage>
  );
}
