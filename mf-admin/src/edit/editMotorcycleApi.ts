import type { CreatedResponse, Motorcycle, MotorcycleChanges } from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi } from '../api/adminApi';

export interface MotorcycleEdit {
  id: number;
  changes: MotorcycleChanges;
}

/**
 * PATCH /api/v1/motorcycles/{id}. A saved change refreshes the shared motorcycle list (so the
 * carousel and the detail page show it) and the reservations list, which names the motorcycles.
 * A 404 refreshes the list too: the motorcycle is gone, and the page then says so.
 */
export const editMotorcycleApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    // The answer has the shape of a create's: { success, message, data: Motorcycle }.
    editMotorcycle: build.mutation<CreatedResponse<Motorcycle>, MotorcycleEdit>({
      query: ({ id, changes }) => ({
        url: `/api/v1/motorcycles/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: (result, error, { id }) =>
        result || (error && error.status === 404)
          ? [{ type: 'Motorcycle', id: 'LIST' }, { type: 'Motorcycle', id }, ADMIN_RESERVATIONS]
          : [],
    }),
  }),
});

export const { useEditMotorcycleMutation } = editMotorcycleApi;
