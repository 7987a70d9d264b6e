import { useTranslation } from 'react-i18next';
import { useShopTimeZone } from 'shared-auth/api';
import { AdminPage } from '../ui/AdminPage';
import { AdminReservationsList } from './AdminReservationsList';
import { useAdminReservationsState } from '../api/adminReservationsApi';
import { isFiltered, toQuery } from './reservationFilter';
import { ReservationFilters } from './ReservationFilters';
import { useReservationFilter } from './useReservationFilter';
import './reservations.css';

/**
 * /admin/reservations: exposed as './ReservationsAdminPage'; the shell shows it to administrators
 * only. The fleet's schedule (docs/PRODUCT.md, "The fleet's schedule"): every rider's
 * reservations, filtered by motorcycle, dates and status, a page at a time, with Cancel.
 */
export default function ReservationsAdminPage() {
  const { t } = useTranslation('admin');
  const { filter, pages, apply, showPages } = useReservationFilter();
  // Asked for at once, beside the list, not once its table (which shows times on the shop's
  // clock) mounts: a request started after the rows would come one round trip later
  // (src/earlyCalls.ts).
  useShopTimeZone();
  const query = toQuery(filter);
  // A deleted motorcycle is no longer in the catalogue's select; its reservations still name it.
  const { chosenName } = useAdminReservationsState(query, {
    selectFromResult: ({ currentData }) => ({
      chosenName: currentData?.pages[0]?.data[0]?.motorcycle_name,
    }),
  });
  return (
    <AdminPage wide title={t('reservations.title')} lead={t('reservations.lead')}>
      <ReservationFilters
        filter={filter}
        onApply={apply}
        chosenName={filter.motorcycleId ? chosenName : undefined}
      />
      <AdminReservationsList
        query={query}
        filtered={isFiltered(filter)}
        reference={filter.reference}
        pages={pages}
        showPages={showPages}
      />
    </AdminPage>
  );
}
