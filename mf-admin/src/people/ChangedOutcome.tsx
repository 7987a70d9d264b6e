import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bookingTimeText } from 'shared-domain';
import { MessageBox } from 'shared-ui';
import type { ChangedPerson, UpcomingRide } from './peopleApi';
import type { PersonChange } from './peopleRequest';

/** What a new role is said as. */
const DONE = {
  rider: 'people.done.rider',
  staff: 'people.done.staff',
  owner: 'people.done.owner',
} as const;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** A ride as the api lists it: the scooter, the city and the start, whichever it gives. */
function rideText(ride: UpcomingRide): string {
  const date = text(ride.date);
  const start = date ? bookingTimeText(date, Number(ride.duration) || 0).start : undefined;
  return [text(ride.motorcycle_name), text(ride.city), start].filter(Boolean).join(', ');
}

/**
 * What the owner's change did, in words, and the person's upcoming rides the api listed, each
 * linked to All reservations (where it can be cancelled) for the shop to decide. A reset of
 * two-factor sign-in is said in the api's words: only it knows whether the shop requires it again.
 */
export function ChangedOutcome({
  answer,
  change,
}: {
  answer: ChangedPerson;
  change: PersonChange;
}) {
  const { t } = useTranslation('admin');
  if ('two_factor' in change) return <MessageBox message={answer.message} error={false} />;
  const person = answer.data;
  const rides = person.upcoming_rides ?? [];
  const done =
    'role' in change
      ? t(DONE[change.role], { name: person.name })
      : t(change.blocked ? 'people.done.blocked' : 'people.done.unblocked', { name: person.name });
  return (
    <>
      <MessageBox message={done} error={false} />
      <section
        className="admin-people__rides"
        aria-label={t('people.rides', { name: person.name })}
      >
        <p>{t('people.ridesCount', { count: rides.length, name: person.name })}</p>
        {rides.length > 0 && (
          <ul>
            {rides.map((ride, index) => {
              const id = text(ride.id);
              const words = rideText(ride);
              return (
                <li key={id ?? index}>
                  {id ? (
                    <Link to={`/admin/reservations?reference=${id}`}>
                      {t('reservations.reference', { id })}
                    </Link>
                  ) : null}
                  {id && words ? ': ' : ''}
                  {words}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
