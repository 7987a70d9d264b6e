import { baseApi } from 'shared-auth/api';
import type { CreatedResponse, Motorcycle, NewMotorcycle } from 'shared-domain';

/** POST /api/v1/motorcycles. A created motorcycle refreshes every list (the carousel's too). */
export const addMotorcycleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addMotorcycle: build.mutation<CreatedResponse<Motorcycle>, NewMotorcycle>({
      query: (motorcycle) => ({ url: '/api/v1/motorcycles', method: 'POST', body: motorcycle }),
      // A refused post changed nothing: no need to refetch.
      invalidatesTags: (result) => (result ? [{ type: 'Motorcycle', id: 'LIST' }] : []),
    }),
  }),
});

export const { useAddMotorcycleMutation } = addMotorcycleApi;
