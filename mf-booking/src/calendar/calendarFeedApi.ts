import type { CalendarFeed } from 'shared-domain';
import { bookingApi } from '../api/bookingApi';

/** POST /api/v1/calendar/feed: a new private feed address; the one before stops working. */
export const calendarFeedApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    createCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/api/v1/calendar/feed', method: 'POST' }),
      transformResponse: (response: { success: true; data: CalendarFeed }) => response.data,
    }),
  }),
});

export const { useCreateCalendarFeedMutation } = calendarFeedApi;
