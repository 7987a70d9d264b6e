import { baseApi } from 'shared-auth/api';

/**
 * shared-auth's base api with the tag this remote adds: `Availability`, one per motorcycle, so a
 * booking or a cancellation made here refreshes when that Vespa is taken. Every endpoint of this
 * remote is injected through it.
 */
export const bookingApi = baseApi.enhanceEndpoints({ addTagTypes: ['Availability'] });

/** The availability tag of one motorcycle. */
export const availabilityTag = (motorcycleId: number) =>
  ({ type: 'Availability', id: motorcycleId }) as const;
