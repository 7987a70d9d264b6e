import { baseApi } from 'shared-auth/api';
import type { MessageResponse } from 'shared-domain';

/** DELETE /api/v1/motorcycles/{id}. The lists refresh either way: a 404 means it is already gone. */
export const deleteMotorcycleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMotorcycle: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/api/v1/motorcycles/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Motorcycle', id: 'LIST' },
        { type: 'Motorcycle', id },
      ],
    }),
  }),
});

export const { useDeleteMotorcycleMutation } = deleteMotorcycleApi;
