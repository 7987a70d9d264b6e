import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import type { Reservation } from 'shared-domain';
import { isGone, useCancelReservationMutation } from './cancelReservationApi';

/** A cancellation that has had its answer, waiting for the list to catch up before focus moves. */
interface Settled {
  id: number;
  /** Its row's place in the list when YES was pressed. */
  index: number;
  /** The answer says it is gone (cancelled, or a 404): wait until the list no longer has it. */
  gone: boolean;
}

/**
 * Cancelling from My reservations: the reservation asked about (the dialog is open while there is
 * one), the request's status and message ('Cancelling...', then the server's words), and where
 * the keyboard focus goes: back to the Cancel that opened the dialog on NO, Escape or a refusal;
 * once the row is gone, to the nearest other Cancel, else to `fallback` (the table, or the
 * outcome when the list is now empty), never to the page's body.
 */
export function useCancelReservation(list: Reservation[] | undefined, fallback: () => void) {
  const [cancelReservation, request] = useCancelReservationMutation();
  const { t } = useTranslation('booking');
  const status = describeRequest(request, t('cancel.pending'));
  const cancellingId = status.loading ? request.originalArgs?.id : undefined;

  const [target, setTarget] = useState<Reservation | null>(null);
  /** The last answer, until the focus has moved for it; `answers` counts them, to run the effect. */
  const settled = useRef<Settled | null>(null);
  const [answers, setAnswers] = useState(0);
  /** The Cancel button of each row that has one, by reservation id. */
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  /** The row whose Cancel gets the focus back once the dialog has closed. */
  const returnTo = useRef<number | null>(null);

  useEffect(() => {
    // Runs after the dialog's own effect has closed it, when the page is no longer inert.
    if (target === null && returnTo.current !== null) {
      buttons.current.get(returnTo.current)?.focus();
      returnTo.current = null;
    }
  }, [target]);

  useEffect(() => {
    const answer = settled.current;
    if (!answer || !list) return;
    const listed = list.some((reservation) => reservation.id === answer.id);
    // Gone, but the list still shows it: wait for the list, which follows in a moment.
    if (listed && answer.gone) return;
    settled.current = null;
    const own = listed ? buttons.current.get(answer.id) : undefined;
    const next = own ?? nearestButton(list, answer.index, buttons.current);
    if (next) next.focus();
    else fallback();
  }, [answers, list, fallback]);

  return {
    status,
    cancellingId,
    target,
    /** Keeps each row's Cancel button, for the focus to come back to. */
    buttonRef: (id: number) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
    ask(reservation: Reservation) {
      // Every Cancel waits while one cancellation runs (the pressed one keeps its focus).
      if (status.loading) return;
      setTarget(reservation);
    },
    no() {
      returnTo.current = target?.id ?? null;
      setTarget(null);
    },
    async yes() {
      if (!target) return;
      const { id, motorcycle_id } = target;
      const index = list?.findIndex((reservation) => reservation.id === id) ?? -1;
      returnTo.current = id;
      setTarget(null);
      const result = await cancelReservation({ id, motorcycle_id });
      settled.current = { id, index, gone: 'data' in result || isGone(result) };
      setAnswers((count) => count + 1);
    },
  };
}

/** The Cancel of the row now at `index` or after it, else the closest one before it. */
function nearestButton(
  list: Reservation[],
  index: number,
  buttons: ReadonlyMap<number, HTMLButtonElement>,
): HTMLButtonElement | undefined {
  const start = Math.max(index, 0);
  const order = [...list.slice(start), ...list.slice(0, start).reverse()];
  return order.map(({ id }) => buttons.get(id)).find((button) => button !== undefined);
}
