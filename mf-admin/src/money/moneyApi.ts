import type {
  CreatedResponse,
  LedgerLine,
  NewLedgerLine,
  ReservationDetail,
  ReservationMoney,
} from 'shared-domain';
import { adminApi, CASH_UPS, ledgerTag } from '../api/adminApi';

/**
 * A ride's money at the desk: its ledger (GET /api/v1/reservations/{id}) and a line written to
 * it (POST …/payments). A line, or a failure that may have written one, makes the ledger and
 * every day's cash-up stale.
 */
export const moneyApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getRideMoney: build.query<ReservationDetail, number>({
      query: (id) => ({ url: `/api/v1/reservations/${id}` }),
      transformResponse: (response: { data: ReservationDetail }) => response.data,
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
