import { AdminPage } from '../ui/AdminPage';
import { AdminReservationsList } from './AdminReservationsList';
import { useGetAdminReservationsQuery } from './adminReservationsApi';
import { isFiltered, toQuery } from './reservationFilter';
import { ReservationFilters } from './ReservationFilters';
import { useReservationFilter } from './useReservationFilter';
import './reservations.css';

/**
 * /admin/reservations: exposed as './ReservationsAdminPage'; the shell shows it to administrators
 * only. The fleet's schedule (docs/PRODUCT.md, "The fleet's schedule"): every rider's
 * reservations, filtered by motorcycle, dates and status, with Cancel.
 */
export default function ReservationsAdminPage() {
  const { filter, apply } = useReservationFilter();
  const query = toQuery(filter);
  // A deleted motorcycle is no longer in the catalogue's select; its reservations still name it.
  const { chosenName } = useGetAdminReservationsQuery(query, {
    selectFromResult: ({ currentData }) => ({ chosenName: currentData?.[0]?.motorcycle_name }),
  });
  return (
    <AdminPage
      wide
      title="All reservations"
      lead="Every rider's bookings, earliest first. A reservation that has not started can be cancelled; its time is free again at once."
    >
      <ReservationFilters
        filter={filter}
        onApply={apply}
        chosenName={filter.motorcycleId ? chosenName : undefined}
      />
      <AdminReservationsList query={query} filtered={isFiltered(filter)} />
    </AdminPage>
  );
}
