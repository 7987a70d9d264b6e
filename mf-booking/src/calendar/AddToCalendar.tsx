import { describeRequest } from 'shared-auth';
import { MessageBox, PendingButton, useLanguage } from 'shared-ui';
import { useFileDownload } from 'shared-auth/api';
import { bookingTimeText, type Reservation } from 'shared-domain';
import './calendar.css';

const PREPARING = 'Preparing...';

/**
 * "Add to calendar": the ride as an .ics file (docs/PRODUCT.md, "Rides in your calendar"),
 * fetched with the rider's token, which a plain link could not send, and saved for the calendar
 * app to open.
 */
export function AddToCalendar({ reservation }: { reservation: Reservation }) {
  const language = useLanguage();
  const { download, state } = useFileDownload();
  const status = describeRequest(state, PREPARING);
  const ride = `${reservation.motorcycle_name} on ${bookingTimeText(reservation.date, reservation.duration, language).start}`;
  const save = () => {
    if (status.loading) return;
    void download({
      path: `/api/v1/reservations/${reservation.id}/calendar.ics`,
      accept: 'text/calendar',
      filename: `vespa-ride-${reservation.id}.ics`,
    });
  };
  return (
    <span className="booking-calendar__add">
      <PendingButton
        className="button button--secondary booking-calendar__button"
        aria-label={`${status.loading ? PREPARING : 'Add to calendar'}: ${ride}`}
        pending={status.loading}
        pendingText={PREPARING}
        onClick={save}
      >
        Add to calendar
      </PendingButton>
      {status.error && <MessageBox message={status.message} error />}
    </span>
  );
}
