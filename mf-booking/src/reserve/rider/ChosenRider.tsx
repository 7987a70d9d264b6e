import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from 'shared-domain';

/** The rider the desk books for, by name and email, and the way back to the search. */
export function ChosenRider({
  rider,
  onChange,
  autoFocus,
}: {
  rider: Person;
  onChange: () => void;
  autoFocus: boolean;
}) {
  const { t } = useTranslation('booking');
  const id = useId();
  return (
    <div className="booking-rider__chosen">
      <p id={id}>
        <strong>{rider.name}</strong> <span className="booking-rider__email">{rider.email}</span>
      </p>
      {/* Where the focus lands once a rider is chosen: it says whom, through its description. */}
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={id}
        autoFocus={autoFocus}
        onClick={onChange}
      >
        {t('rider.change')}
      </button>
    </div>
  );
}
