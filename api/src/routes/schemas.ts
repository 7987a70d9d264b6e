import Type from 'typebox';

/** Schemas used by several routes. Route-specific ones sit in the route's own module. */

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

/** A success that carries only a sentence (delete, logout, cancel). */
export const MessageResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});

export const UserResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  admin: Type.Boolean(),
});

/**
 * Clients written for the original product send numbers as strings ("25.00"), so numeric fields
 * take either; handlers convert with Number().
 */
export function NumericInput(description: string) {
  return Type.Union(
    [Type.Number(), Type.String({ pattern: '^\\s*-?(\\d+\\.?\\d*|\\.\\d+)\\s*$', maxLength: 32 })],
    { description },
  );
}

/**
 * Text stored in the database: no control characters (PostgreSQL refuses NUL outright, and
 * none belongs in a name or a city). Multi-line text may hold tabs and line breaks.
 */
export function SingleLine(maxLength: number) {
  return Type.String({ maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
}

export function MultiLine(maxLength: number) {
  return Type.String({
    maxLength,
    pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$',
  });
}

export const bearerAuth = [{ bearerAuth: [] }];
