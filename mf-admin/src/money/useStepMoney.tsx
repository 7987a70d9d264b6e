import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMotorcyclesQuery, useMoney } from 'shared-auth/api';
import type { AdminReservation, NewLedgerLine } from 'shared-domain';
import { lateText } from '../desk/deskText';
import { useGetRideMoneyQuery } from './moneyApi';
import { EntryFields } from './MoneyFields';
import { pickupDraft, pickupLines, type PickupDraft } from './moneyDraft';
import { lateFee, returnDraft, returnLines, type ReturnDraft } from './returnDraft';
import { ReturnMoney } from './ReturnMoney';

type StepDraft = { step: 'pickup'; draft: PickupDraft } | { step: 'return'; draft: ReturnDraft };

interface Options {
  step: 'pickup' | 'return';
  reservation: AdminReservation;
  /** The shop's wall clock (epoch ms read as UTC) as of the data shown. */
  now: number;
  /** The damage the take-back records. */
  damage: string;
}

/**
 * The money a step takes with it (issue #38), as its form's fields and the lines they make: at
 * hand-over the balance paid and the deposit held; at take-back the late fee proposed, other
 * charges, the deposit back and the rest of the balance. The fields start from the ride's money
 * and its scooter (deposit, hourly price) once both are read, and not while the ride's money is
 * read again; until then `check` lets nothing go. From the first `check` on, what is wrong shows under its field.
 */
export function useStepMoney({ step, reservation, now, damage }: Options) {
  const { t } = useTranslation('admin');
  const format = useMoney();
  const ride = useGetRideMoneyQuery(reservation.id);
  const fleet = useGetMotorcyclesQuery();
  const [state, setState] = useState<StepDraft | null>(null);
  const [shown, setShown] = useState(false);

  const known = fleet.isLoading ? undefined : ride.data;
  const motorcycle = fleet.data?.find(({ id }) => id === reservation.motorcycle_id);
  if (known && state === null && !ride.isFetching) {
    // The first draft, once: what the desk types is never replaced by a later read. It waits for
    // a read in flight (the lines a step just wrote, read again), never starting from the last.
    const price = motorcycle?.bookingPricePerHour;
    const fee = step === 'return' ? lateFee(reservation, now, price) : null;
    const late = fee && {
      cents: fee.cents,
      reason: t('money.lateFee.reason', {
        late: lateText(t, fee.minutes),
        count: fee.hours,
        price: format(price ?? 0),
      }),
    };
    setState(
      step === 'pickup'
        ? { step, draft: pickupDraft(known.money, motorcycle?.deposit) }
        : { step, draft: returnDraft(known.lines, late) },
    );
  }

  let checked: { lines: NewLedgerLine[]; ok: boolean } = { lines: [], ok: false };
  let fields;
  if (!known || !state) {
    // A step sent now would leave its money behind: it waits, and says so once asked.
    const failed = ride.isError && !ride.isFetching;
    fields = (
      <p className={shown ? 'form__error' : 'admin-money__note'} role={shown ? 'alert' : undefined}>
        {t(failed ? 'money.failed' : 'money.loading')}
      </p>
    );
  } else if (state.step === 'pickup') {
    const pickup = pickupLines(state.draft);
    checked = pickup;
    // The hand-over's money: the payment (0 to pay later) and the deposit held.
    const { draft } = state;
    const problems = shown ? pickup.problems : { payment: {}, deposit: {} };
    const deposit = motorcycle?.deposit;
    fields = (
      <>
        <EntryFields
          legend={t('money.payment')}
          amountLabel={t('money.payment.amount')}
          amountHint={t('money.payment.hint')}
          methodLegend={t('money.payment.method')}
          entry={draft.payment}
          onChange={(payment) => setState({ step: 'pickup', draft: { ...draft, payment } })}
          problems={problems.payment}
        />
        <EntryFields
          legend={t('money.deposit')}
          amountLabel={t('money.deposit.amount')}
          amountHint={
            deposit
              ? t('money.deposit.scooterHint', { amount: format(deposit) })
              : t('money.deposit.hint')
          }
          methodLegend={t('money.deposit.method')}
          entry={draft.deposit}
          onChange={(entry) => setState({ step: 'pickup', draft: { ...draft, deposit: entry } })}
          problems={problems.deposit}
        />
      </>
    );
  } else {
    const takeBack = returnLines(state.draft, known.money);
    checked = takeBack;
    const hidden = { charges: [], kept: {}, returnMethod: undefined, settle: {} };
    fields = (
      <ReturnMoney
        draft={state.draft}
        onChange={(draft) => setState({ step: 'return', draft })}
        checked={shown ? takeBack : { ...takeBack, problems: hidden }}
        money={known.money}
        damage={damage}
      />
    );
  }
  return {
    fields,
    check: () => {
      setShown(true);
      return checked;
    },
  };
}
