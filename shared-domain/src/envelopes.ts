/**
 * The envelopes of the api's answers around the wire types (types.ts): a list, a page of one, a
 * created record, a message.
 */
import type { MessageResponse } from './wire';

export interface ListResponse<T> {
  success: true;
  data: T[];
}

/**
 * One page of a list read by cursor (GET /api/v1/admin/reservations, GET /api/v1/reservations/
 * with `?limit=`): `next_cursor` asks for the page after it (`&cursor=`), null on the last page.
 */
export interface PageResponse<T> extends ListResponse<T> {
  next_cursor: string | null;
}

export interface CreatedResponse<T> extends MessageResponse {
  data: T;
}
