import type {
  AdminReservation,
  CreatedResponse,
  LedgerLine,
  NewLedgerLine,
  ReservationMoney,
} from 'shared-domain';
import { adminApi, CASH_UPS, ledgerTag } from '../api/adminApi';

/** GET /api/v1/reservations/{id} as staff read it: the ride, its money and its ledger's lines. */
export interface RideWithMoney extends AdminReservation {
  money: ReservationMoney;
  lines: LedgerLine[];
}

/**
 * A ride's money at the desk: its ledger (GET /api/v1/reservations/{id}) and a line written to
 * it (POST …/payments). A line, or a failure that may have written one, makes the ledger and
 * every day's cash-up stale.
 */
export const moneyApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getRideMoney: build.query<RideWithMoney, number>({
      query: (id) => ({ url: `/api/v1/reservations/${id}` }),
      transformResponse: (response: { data: RideWithMoney }) => response.data,
      providesTags: (_data, _error, id) => [ledgerTag(id)],
    }),
    writeLine: build.mutation<
      CreatedResponse<{ line: LedgerLine; money: ReservationMoney }>,
      { reservationId: number; line: NewLedgerLine }
    >({
      query: ({ reservationId, line }) => ({
        url: `/api/v1/reservations/${reservationId}/payments`,
        method: 'POST',
        body: line,
      }),
      invalidatesTags: (_data, _error, { reservationId }) => [ledgerTag(reservationId), CASH_UPS],
    }),
  }),
});

export const { useGetRideMoneyQuery, useWriteLineMutation } = moneyApi;
