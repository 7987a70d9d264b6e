import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from 'shared-domain';
import { ChosenRider } from './ChosenRider';
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
    step = <ChosenRider rider={rider} onChange={act(() => onChange(null))} autoFocus={acted} />;
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
