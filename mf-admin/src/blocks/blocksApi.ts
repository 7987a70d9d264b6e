import type { Block, CreatedResponse, MessageResponse, NewBlock } from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi } from '../api/adminApi';

/**
 * Workshop blocks: POST /api/v1/motorcycles/{id}/blocks takes a motorcycle out of service for a
 * time, DELETE /api/v1/blocks/{id} ends that. Either refreshes the fleet's window (cached under
 * the administrators' reservations tag).
 */
export const blocksApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createBlock: build.mutation<CreatedResponse<Block>, { motorcycleId: number; block: NewBlock }>({
      query: ({ motorcycleId, block }) => ({
        url: `/api/v1/motorcycles/${motorcycleId}/blocks`,
        method: 'POST',
        body: block,
      }),
      invalidatesTags: (result, error) =>
        result || error?.status === 409 ? [ADMIN_RESERVATIONS] : [],
    }),
    removeBlock: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/api/v1/blocks/${id}`, method: 'DELETE' }),
      invalidatesTags: [ADMIN_RESERVATIONS],
    }),
  }),
});

export const { useCreateBlockMutation, useRemoveBlockMutation } = blocksApi;
