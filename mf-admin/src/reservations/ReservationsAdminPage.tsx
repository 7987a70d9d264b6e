import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShopTimeZone } from 'shared-auth/api';
import { AdminPage } from '../ui/AdminPage';
import { AdminReservationsList } from './AdminReservationsList';
import { useAdminReservationsState } from '../api/adminReservationsApi';
import { filterFromSearch, searchOf, toQuery } from './reservationFilter';
import { ReservationFilters } from './ReservationFilters';
import './reservations.css';

/**
 * /admin/reservations: exposed as './ReservationsAdminPage'; the shell shows it to administrators
 * only. The fleet's schedule (docs/PRODUCT.md, "The fleet's schedule"): every rider's
 * reservations, filtered by motorcycle, dates and status, a page at a time, with Cancel.
 */
export default function ReservationsAdminPage() {
  const { t } = useTranslation('admin');
  // The filters and the pages shown live in the address, so a reload, a shared link or Back
  // shows the same list. Applying filters is a new history entry and starts at the first page
  // again; another page shown only replaces the address (Back leaves the list rather than taking
  // a page away): ./useReservationPages.ts.
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  // Asked for at once, beside the list, not once its table (which shows times on the shop's
  // clock) mounts: a request started after the rows would come one round trip later
  // (src/earlyCalls.ts).
  useShopTimeZone();
  // A deleted motorcycle is no longer in the catalogue's select; its reservations still name it.
  const { chosenName } = useAdminReservationsState(toQuery(filter), {
    selectFromResult: ({ currentData }) => ({
      chosenName: currentData?.pages[0]?.data[0]?.motorcycle_name,
    }),
  });
  return (
    <AdminPage wide title={t('reservations.title')} lead={t('reservations.lead')}>
      <ReservationFilters
        filter={filter}
        onApply={(next) => void navigate({ search: searchOf(next) })}
        chosenName={filter.motorcycle_id ? chosenName : undefined}
      />
      <AdminReservationsList filter={filter} />
    </AdminPage>
  );
}
