import type { CalendarFeed, MessageResponse } from 'shared-domain';
import { bookingApi } from '../api/bookingApi';

/**
 * The rider's private feed (docs/PRODUCT.md, "Rides in your calendar"). POST
 * /api/v1/calendar/feed: a new private address; the one before stops working. DELETE: the feed is
 * turned off, its address stops working at once.
 */
export const calendarFeedApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    createCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/api/v1/calendar/feed', method: 'POST' }),
      transformResponse: (response: { success: true; data: CalendarFeed }) => response.data,
    }),
    turnOffCalendarFeed: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/v1/calendar/feed', method: 'DELETE' }),
    }),
  }),
});

export const { useCreateCalendarFeedMutation, useTurnOffCalendarFeedMutation } = calendarFeedApi;
