import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type, { type TSchema } from 'typebox';

/** Schemas used by several routes. Route-specific ones sit in the route's own module. */

/** Fastify as the route modules take it: TypeBox's type provider types each route's schemas. */
export type Api = Parameters<FastifyPluginAsyncTypebox>[0];

export const ErrorResponse = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.Literal(true),
    message: Type.Union([Type.String(), Type.Array(Type.String())]),
  },
  { description: 'A sentence, or an array of sentences for validation failures' },
);

/** Error schemas for the given statuses, for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse]));
}

/** A success that carries `data`. */
export const DataResponse = <Data extends TSchema>(data: Data) =>
  Type.Object({ success: Type.Literal(true), data });

/** A success that says what it did (`message`) and carries `data`. */
export const DoneResponse = <Data extends TSchema>(data: Data) =>
  Type.Object({ success: Type.Literal(true), message: Type.String(), data });
