import { lazy, Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  cityProblem,
  TEXT_MAX_LENGTH,
  todayISO,
  type Person,
  type RuleProblem,
} from 'shared-domain';
import { describeRequest, mayOpen, selectCurrentUser, useAppSelector } from 'shared-auth';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  Field,
  LiveRegion,
  LoadingState,
  MessageBox,
  PendingButton,
  TextField,
  useLanguage,
} from 'shared-ui';
import { useShopTimeZone } from 'shared-auth/api';
import { BookingTimeFields } from './BookingTimeFields';
import { MotorcycleChoice } from './MotorcycleChoice';
import { quoteBooking } from './quote';
import { stillNeeded, stillNeededText } from './stillNeeded';
import { QuoteSummary } from './QuoteSummary';
import { useMotorcycleChoice } from './useMotorcycleChoice';
import { useCreateReservationMutation } from './reserveApi';
import { AvailabilityList } from './AvailabilityList';
import { useAvailability } from './useAvailability';
import { useBookingTime } from './useBookingTime';
import { ruleText } from './ruleText';

// The desk's search and new-rider form, fetched only for staff: a rider's form paints without
// them on a slow phone (docs/PERFORMANCE.md).
const RiderChoice = lazy(() =>
  import('./rider/RiderChoice').then((module) => ({ default: module.RiderChoice })),
);

/**
 * The reserve form: who rides (the rider, read-only; at the desk, the walk-in rider staff choose
 * or add: rider/RiderChoice.tsx), a city, a motorcycle (locked when it came from a detail page)
 * with when it is taken, and one day (from a start time, for hours) or several, filled in when
 * the detail page passed a time; the total and Book Now appear only for a booking the api would
 * accept, so a time the motorcycle is known to be taken gets no Book Now (docs/PRODUCT.md,
 * "Bookings"). Until then a polite line says what is still needed, and Enter
 * takes the rider to the first thing missing or wrong. After a booking the rider reads its
 * confirmation (../confirmation/ConfirmationPage.tsx).
 */
export function ReserveForm() {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const user = useAppSelector(selectCurrentUser);
  // Staff and owners book at the desk for a walk-in rider, whom they choose; a rider for themselves.
  const atDesk = user ? mayOpen('admin', user) : false;
  const [rider, setRider] = useState<Person | null>(null);
  const choice = useMotorcycleChoice();
  const [city, setCity] = useState('');
  /** The city's problem (the api's rule), once the rider tried to book without one. */
  const [cityError, setCityError] = useState<RuleProblem | null>(null);
  const [createReservation, mutation] = useCreateReservationMutation();
  const navigate = useNavigate();
  const request = describeRequest(mutation, t('form.pending'));

  const problemId = useId();
  const cityRef = useRef<HTMLInputElement>(null);

  const { motorcycle } = choice;
  // "Today" and "now" are the shop's, whatever this browser's zone (docs/PRODUCT.md, "Bookings").
  const clock = { now: new Date(), timeZone: useShopTimeZone() };
  const today = todayISO(clock.now, clock.timeZone);
  // What the catalogue's Book now passed, else empty; the single day's start defaults to the
  // shop's next whole hour.
  const { time, setTime } = useBookingTime(clock);
  const availability = useAvailability(
    motorcycle?.id,
    quoteBooking(time, motorcycle, clock),
    today,
  );
  const { quote } = availability;
  const needed = stillNeeded(time, { rider: !atDesk || rider !== null, motorcycle: !!motorcycle });
  const bookable = quote.ok && needed.length === 0;

  /** Before Book Now is there: to what is missing, else to what is wrong. */
  const showWhatIsMissing = (form: HTMLFormElement) => {
    const target = needed[0]
      ? form.elements.namedItem(needed[0])
      : form.querySelector('[aria-invalid="true"]');
    if (target instanceof HTMLElement) target.focus();
  };

  // Without a submit button a browser ignores Enter in a form of several inputs: answer it here.
  const enterBeforeBookNow = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || bookable || !(event.target instanceof HTMLInputElement)) return;
    if (event.target.type === 'checkbox') return;
    event.preventDefault();
    showWhatIsMissing(event.currentTarget);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!bookable || !motorcycle) {
      showWhatIsMissing(event.currentTarget);
      return;
    }
    if (request.loading) return;
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
      ...(rider ? { user_id: rider.id } : {}),
    });
    // The confirmation has a page of its own, so a reload keeps it.
    if (result.data) void navigate(`/reservations/${result.data.data.id}`);
  };

  return (
    <>
      <div className="booking-reserve__message">
        <MessageBox message={request.message} error={request.error} />
      </div>
      <form
        className="form booking-reserve-form"
        onSubmit={submit}
        onKeyDown={enterBeforeBookNow}
        noValidate
      >
        {atDesk ? (
          <Suspense fallback={<LoadingState text={t('rider.loading')} />}>
            <RiderChoice rider={rider} onChange={setRider} />
          </Suspense>
        ) : (
          <Field label={t('form.name')}>
            {(control) => <input {...control} name="name" readOnly value={user?.name ?? ''} />}
          </Field>
        )}
        <TextField
          label={t('form.city')}
          error={cityError && ruleText(cityError)}
          announceError
          ref={cityRef}
          name="city"
          autoComplete="address-level2"
          required
          maxLength={TEXT_MAX_LENGTH}
          value={city}
          onChange={(value) => {
            setCity(value);
            if (!cityProblem(value)) setCityError(null);
          }}
        />
        <MotorcycleChoice choice={choice} />
        {motorcycle && (
          <AvailabilityList motorcycleName={motorcycle.name} availability={availability.upcoming} />
        )}
        <BookingTimeFields
          time={time}
          setTime={setTime}
          problem={quote.ok ? null : quote.problem}
          problemId={problemId}
          today={today}
        />
        <QuoteSummary quote={quote} problemId={problemId} timeZone={clock.timeZone} />
        {/* Its own live region: it changes only when what is missing changes, not per keystroke. */}
        <LiveRegion className="booking-reserve-form__needed">
          {needed.length > 0 && <p>{stillNeededText(needed, t, language)}</p>}
        </LiveRegion>
        {bookable && (
          <PendingButton
            type="submit"
            className="button button--block"
            pending={request.loading}
            pendingText={t('form.pending')}
          >
            {t('form.bookNow')}
          </PendingButton>
        )}
      </form>
    </>
  );
}
