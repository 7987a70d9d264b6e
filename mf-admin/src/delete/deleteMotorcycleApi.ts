import { baseApi } from 'shared-auth';
import type { MessageResponse } from 'shared-domain';

/** DELETE /api/v1/motorcycles/{id}. The lists refresh either way: a 404 means it is already gone. */
export const deleteMotorcycleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMotorcycle: build.mutation<MessageResponse, number>({
      // The base query always sends a JSON content type (the spec's request header); an empty
      // JSON object keeps servers that refuse an empty JSON body (Fastify's default) happy.
      query: (id) => ({ url: `/api/v1/motorcycles/${id}`, method: 'DELETE', body: {} }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Motorcycle', id: 'LIST' },
        { type: 'Motorcycle', id },
      ],
    }),
  }),
});

export const { useDeleteMotorcycleMutation } = deleteMotorcycleApi;
