import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type AdminReservation, bookingTimeText } from 'shared-domain';
import { MessageBox } from 'shared-ui';
import type { ChangedPerson } from './peopleApi';
import type { PersonChange } from './peopleRequest';

/** What a new role is said as. */
const DONE = {
  rider: 'people.done.rider',
  staff: 'people.done.staff',
  owner: 'people.done.owner',
} as const;

/** A ride as the api lists it: the scooter, the city and the start. */
const rideText = (ride: AdminReservation) =>
  [ride.motorcycle_name, ride.city, bookingTimeText(ride.date, ride.duration).start].join(', ');

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
  const rides = person.rides ?? [];
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
            {rides.map((ride) => (
              <li key={ride.id}>
                <Link to={`/admin/reservations?reference=${ride.id}`}>
                  {t('reservations.reference', { id: ride.id })}
                </Link>
                {': '}
                {rideText(ride)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
