import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cityProblem, formatUSD, TEXT_MAX_LENGTH, todayISO, type Motorcycle } from 'shared-domain';
import {
  describeRequest,
  MessageBox,
  selectCurrentUser,
  useAppSelector,
  useGetMotorcyclesQuery,
} from 'shared-auth';
import { useCreateReservationMutation } from './reserveApi';
import { formatHours } from '../format';
import {
  EMPTY_BOOKING_TIME,
  problemText,
  quoteBooking,
  type BookingTime,
  type QuoteProblem,
} from './quote';
import './ReserveForm.css';

/** The motorcycle the detail page's Book now passed in router state, if any (DESIGN §2). */
function requestedMotorcycleId(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('motorcycleId' in state)) return undefined;
  const { motorcycleId } = state as { motorcycleId: unknown };
  return typeof motorcycleId === 'number' ? motorcycleId : undefined;
}

/** Which time inputs a problem is about, so they can be marked invalid. */
function invalidFields(problem: QuoteProblem | null): ReadonlySet<keyof BookingTime> {
  switch (problem) {
    case 'past':
    case 'tooFar':
      return new Set(['date', 'startDate']);
    case 'zeroTime':
      return new Set(['time']);
    case 'endNotAfterStart':
    case 'tooLong':
      return new Set(['endDate', 'endTime']);
    default:
      return new Set();
  }
}

interface MotorcycleChoiceProps {
  id: string;
  list: Motorcycle[] | undefined;
  status: { isLoading: boolean; isError: boolean; refetch: () => void };
  requestedId: number | undefined;
  locked: Motorcycle | undefined;
  value: string;
  onChange: (id: string) => void;
  onUnlock: (id: string) => void;
}

function MotorcycleChoice(props: MotorcycleChoiceProps) {
  const { id, list, status, requestedId, locked, value, onChange, onUnlock } = props;
  const noteId = `${id}-note`;
  const shown = locked ?? list?.find((m) => String(m.id) === value);
  const waiting = !list && !status.isError;

  let note = null;
  if (locked) {
    note = (
      <p id={noteId} className="reserve-form__note">
        You chose this motorcycle on its page.{' '}
        <Link to="/reserve/new" onClick={() => onUnlock(String(locked.id))}>
          Choose another motorcycle
        </Link>
      </p>
    );
  } else if (status.isError && !list) {
    note = (
      <div id={noteId} className="reserve-form__problem" role="alert">
        <p>Upss! There is an Error</p>
        <p>Please Check your Connection and try Again!</p>
        <button type="button" className="button button--secondary" onClick={status.refetch}>
          Retry
        </button>
      </div>
    );
  } else if (list && list.length === 0) {
    note = (
      <p id={noteId} className="reserve-form__note" role="status">
        Upss! There is no motorcycles
      </p>
    );
  } else if (list && requestedId !== undefined) {
    note = (
      <p id={noteId} className="reserve-form__note" role="status">
        The motorcycle you picked can no longer be booked. Please choose another one.
      </p>
    );
  }

  return (
    <div className="form__field">
      <label htmlFor={id}>Motorcycle</label>
      <select
        id={id}
        name="motorcycle"
        required
        disabled={Boolean(locked) || !list || list.length === 0}
        aria-describedby={note ? noteId : undefined}
        value={locked ? String(locked.id) : value}
        onChange={(event) => onChange(event.target.value)}
      >
        {waiting ? (
          <option value="">Loading motorcycles...</option>
        ) : (
          !locked && <option value="">Choose a motorcycle</option>
        )}
        {list?.map((m) => (
          <option key={m.id} value={String(m.id)}>
            {m.name}
          </option>
        ))}
      </select>
      {shown && <small>Booking price: {formatUSD(shown.bookingPricePerHour)} per hour</small>}
      {note}
    </div>
  );
}

/**
 * The reserve form of SPEC §2/§4/§5/§9: the rider, a city, a motorcycle (locked when it came from
 * a detail page) and one day or several; the total and Book Now appear only for a valid booking.
 */
export function ReserveForm() {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const requestedId = requestedMotorcycleId(location.state);
  const motorcycles = useGetMotorcyclesQuery();
  const list = motorcycles.data;
  const locked = requestedId === undefined ? undefined : list?.find((m) => m.id === requestedId);

  const [city, setCity] = useState('');
  /** The city's problem in the api's words, once the rider tried to book without one. */
  const [cityError, setCityError] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState('');
  const [time, setTime] = useState<BookingTime>(EMPTY_BOOKING_TIME);
  const [createReservation, mutation] = useCreateReservationMutation();
  const request = describeRequest(mutation, 'Reserving...');

  const ids = useId();
  const cityRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  const motorcycle = locked ?? list?.find((m) => String(m.id) === chosenId);
  const today = todayISO();
  const quote = quoteBooking(time, motorcycle?.bookingPricePerHour, today);
  const problem = quote.ok ? null : quote.problem;
  const problemSentence = problem ? problemText(problem) : null;
  const invalid = invalidFields(problem);
  const problemId = `${ids}-problem`;

  const setField = (field: Exclude<keyof BookingTime, 'multiDay'>) => (value: string) =>
    setTime((current) => ({ ...current, [field]: value }));

  const timeInput = (
    field: Exclude<keyof BookingTime, 'multiDay'>,
    label: string,
    type: 'date' | 'time',
    extra: { min?: string; hint?: string } = {},
  ) => {
    const inputId = `${ids}-${field}`;
    const hintId = `${inputId}-hint`;
    const describedBy = [extra.hint ? hintId : '', invalid.has(field) ? problemId : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="form__field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          name={field}
          type={type}
          required
          min={extra.min}
          aria-invalid={invalid.has(field) || undefined}
          aria-describedby={describedBy || undefined}
          value={time[field]}
          onChange={(event) => setField(field)(event.target.value)}
        />
        {extra.hint && <small id={hintId}>{extra.hint}</small>}
      </div>
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!quote.ok || !motorcycle || request.loading) return;
    const cityName = city.trim();
    const problem = cityProblem(cityName);
    if (problem) {
      setCityError(problem);
      cityRef.current?.focus();
      return;
    }
    const result = await createReservation({
      motorcycle_id: motorcycle.id,
      duration: quote.duration,
      total: quote.total,
      date: quote.date,
      city: cityName,
    });
    if ('data' in result) {
      setCity('');
      setChosenId('');
      setTime(EMPTY_BOOKING_TIME);
      // Book Now is gone with the reset: keep the keyboard focus on the answer.
      messageRef.current?.focus();
    }
  };

  const cityErrorId = `${ids}-city-error`;

  return (
    <section className="reserve" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>Reserve a Vespa</h1>
      <p className="reserve__lead">Pick a Vespa, the city you will ride in and when.</p>
      <div ref={messageRef} tabIndex={-1} className="reserve__message">
        <MessageBox message={request.message} error={request.error} />
      </div>
      <form className="form reserve-form" onSubmit={submit} noValidate>
        <div className="form__field">
          <label htmlFor={`${ids}-name`}>Name</label>
          <input id={`${ids}-name`} name="name" readOnly value={user?.name ?? ''} />
        </div>
        <div className="form__field">
          <label htmlFor={`${ids}-city`}>City</label>
          <input
            ref={cityRef}
            id={`${ids}-city`}
            name="city"
            autoComplete="address-level2"
            required
            maxLength={TEXT_MAX_LENGTH}
            aria-invalid={cityError ? true : undefined}
            aria-describedby={cityError ? cityErrorId : undefined}
            value={city}
            onChange={(event) => {
              setCity(event.target.value);
              if (!cityProblem(event.target.value)) setCityError(null);
            }}
          />
          {cityError && (
            <small id={cityErrorId} className="reserve-form__error" role="alert">
              {cityError}
            </small>
          )}
        </div>
        <MotorcycleChoice
          id={`${ids}-motorcycle`}
          list={list}
          status={motorcycles}
          requestedId={requestedId}
          locked={locked}
          value={chosenId}
          onChange={setChosenId}
          onUnlock={setChosenId}
        />
        <label className="form__check">
          <input
            type="checkbox"
            name="multiDay"
            checked={time.multiDay}
            onChange={(event) => setTime({ ...EMPTY_BOOKING_TIME, multiDay: event.target.checked })}
          />
          <span>More than one day</span>
        </label>
        {time.multiDay ? (
          <div className="reserve-form__pairs">
            <div className="reserve-form__pair">
              {timeInput('startDate', 'From date', 'date', { min: today })}
              {timeInput('startTime', 'From time', 'time')}
            </div>
            <div className="reserve-form__pair">
              {timeInput('endDate', 'To date', 'date', { min: time.startDate || today })}
              {timeInput('endTime', 'To time', 'time')}
            </div>
          </div>
        ) : (
          <div className="reserve-form__pair">
            {timeInput('date', 'Date', 'date', { min: today })}
            {timeInput('time', 'Time', 'time', {
              hint: 'How long you will ride, in hours and minutes: 02:30 is 2.5 hours.',
            })}
          </div>
        )}
        <div className="reserve-form__summary" role="status">
          {quote.ok ? (
            <dl>
              <div>
                <dt>Duration</dt>
                <dd>{formatHours(quote.duration)}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd className="reserve-form__total">{formatUSD(quote.total)}</dd>
              </div>
            </dl>
          ) : (
            <>
              {quote.duration !== undefined && <p>Duration: {formatHours(quote.duration)}</p>}
              {problemSentence && (
                <p id={problemId} className="reserve-form__problem-text">
                  {problemSentence}
                </p>
              )}
            </>
          )}
        </div>
        {quote.ok && (
          <button type="submit" className="button button--block" disabled={request.loading}>
            {request.loading ? 'Reserving...' : 'Book Now'}
          </button>
        )}
      </form>
    </section>
  );
}
