import type {
  CreatedResponse,
  MessageResponse,
  Motorcycle,
  MotorcycleChanges,
  NewMotorcycle,
} from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi } from './adminApi';

/** The fleet's own changes: adding, editing and deleting a motorcycle. */
export const motorcycleApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/v1/motorcycles. A created motorcycle refreshes every list (the carousel's too). */
    addMotorcycle: build.mutation<CreatedResponse<Motorcycle>, NewMotorcycle>({
      query: (motorcycle) => ({ url: '/api/v1/motorcycles', method: 'POST', body: motorcycle }),
      // A refused post changed nothing: no need to refetch.
      invalidatesTags: (result) => (result ? [{ type: 'Motorcycle', id: 'LIST' }] : []),
    }),
    /**
     * PATCH /api/v1/motorcycles/{id}. A saved change refreshes the shared motorcycle list (so the
     * carousel and the detail page show it) and the reservations list, which names the
     * motorcycles. A 404 refreshes the list too: the motorcycle is gone, and the page then says so.
     */
    // The answer has the shape of a create's: { success, message, data: Motorcycle }.
    editMotorcycle: build.mutation<
      CreatedResponse<Motorcycle>,
      { id: number; changes: MotorcycleChanges }
    >({
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
    /**
     * DELETE /api/v1/motorcycles/{id}. The lists refresh either way: a 404 means it is already
     * gone.
     */
    deleteMotorcycle: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/api/v1/motorcycles/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Motorcycle', id: 'LIST' },
        { type: 'Motorcycle', id },
      ],
    }),
  }),
});

export const { useAddMotorcycleMutation, useEditMotorcycleMutation, useDeleteMotorcycleMutation } =
  motorcycleApi;
