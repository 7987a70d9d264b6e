import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from 'shared-domain';
import { NewRiderFields } from './NewRiderFields';
import { RiderSearch } from './RiderSearch';
import './rider.css';

/**
 * Whom the desk books for, in place of the rider's own name (staff and owner): a person found by
 * the search, or a new rider added on the spot; then that person, with a way to change. Each step
 * hands the focus to the next one's control once the desk has acted, never on the first paint.
 */
export function RiderChoice({
  rider,
  onChange,
}: {
  rider: Person | null;
  onChange: (rider: Person | null) => void;
}) {
  const { t } = useTranslation('booking');
  const [adding, setAdding] = useState(false);
  const [acted, setActed] = useState(false);
  const chosenId = useId();
  const act = (then: () => void) => () => {
    setActed(true);
    then();
  };
  const choose = (person: Person) => {
    setActed(true);
    setAdding(false);
    onChange(person);
  };

  let step;
  if (rider) {
    // The rider chosen, by name and email, and the way back to the search.
    step = (
      <div className="booking-rider__chosen">
        <p id={chosenId}>
          <strong>{rider.name}</strong> <span className="booking-rider__email">{rider.email}</span>
        </p>
        {/* Where the focus lands once a rider is chosen: it says whom, through its description. */}
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={chosenId}
          autoFocus={acted}
          onClick={act(() => onChange(null))}
        >
          {t('rider.change')}
        </button>
      </div>
    );
  } else if (adding) {
    step = (
      <NewRiderFields autoFocus={acted} onChoose={choose} onCancel={act(() => setAdding(false))} />
    );
  } else {
    step = (
      <>
        <RiderSearch onChoose={choose} autoFocus={acted} />
        <button
          type="button"
          className="button button--secondary booking-rider__add"
          onClick={act(() => setAdding(true))}
        >
          {t('rider.new')}
        </button>
      </>
    );
  }
  return (
    <fieldset className="booking-rider">
      <legend>{t('rider.label')}</legend>
      {step}
    </fieldset>
  );
}
