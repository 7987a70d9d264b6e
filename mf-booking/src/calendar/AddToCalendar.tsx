import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { MessageBox, PendingButton, useLanguage } from 'shared-ui';
import { useFileDownload } from 'shared-auth/api';
import type { Reservation } from 'shared-domain';
import { rideName } from '../locales/rideName';
import './calendar.css';

/**
 * "Add to calendar": the ride as an .ics file (docs/PRODUCT.md, "Rides in your calendar"),
 * fetched with the rider's token, which a plain link could not send, and saved for the calendar
 * app to open.
 */
export function AddToCalendar({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const { download, state } = useFileDownload();
  const status = describeRequest(state, t('calendar.preparing'));
  const ride = rideName(reservation, t, language);
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
        aria-label={t(status.loading ? 'calendar.preparingLabel' : 'calendar.addLabel', { ride })}
        pending={status.loading}
        pendingText={t('calendar.preparing')}
        onClick={save}
      >
        {t('calendar.add')}
      </PendingButton>
      {status.error && <MessageBox message={status.message} error />}
    </span>
  );
}
