import Type from 'typebox';
import { DataResponse } from '../schemas';

export const FeedFileParams = Type.Object({
  file: Type.String({ maxLength: 100, description: 'The secret of the feed, then .ics' }),
});

export const CalendarFeedResponse = DataResponse(
  Type.Object({
    url: Type.String({ description: 'Private: whoever has it sees your rides; no sign-in needed' }),
  }),
);
