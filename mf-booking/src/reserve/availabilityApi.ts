import type { Availability } from 'shared-domain';
import { availabilityTag, bookingApi } from '../api/bookingApi';
import type { AvailabilityWindow } from './availability';

/** GET /api/v1/motorcycles/{id}/availability: when a motorcycle is taken (no rider data). */
export const availabilityApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<Availability, AvailabilityWindow & { motorcycleId: number }>({
      query: ({ motorcycleId, from, days }) => ({
        url: `/api/v1/motorcycles/${motorcycleId}/availability`,
        params: { from, days },
      }),
      transformResponse: (response: { success: true; data: Availability }) => response.data,
      providesTags: (_data, _error, { motorcycleId }) => [availabilityTag(motorcycleId)],
    }),
  }),
});

export const { useGetAvailabilityQuery } = availabilityApi;
