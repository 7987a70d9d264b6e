import { Availability, Motorcycle } from 'shared-domain/wire';
import Type, { type Static } from 'typebox';
import { DataResponse, DoneResponse } from '../schemas';

export const MotorcycleIdParams = Type.Object({ id: Type.String() });

/**
 * A time to find free scooters for (api/README.md, "Free for a time"): both or neither. Lengths
 * only, so that every problem is one sentence of free-window.ts, all at once.
 */
export const MotorcycleListQuery = Type.Object({
  from: Type.Optional(
    Type.String({
      maxLength: 16,
      description: "YYYY-MM-DDTHH:mm on the shop's clock, now or later; with to",
    }),
  ),
  to: Type.Optional(
    Type.String({
      maxLength: 16,
      description: 'YYYY-MM-DDTHH:mm, exclusive, after from and at most 31 days after it',
    }),
  ),
});
export type MotorcycleListQuery = Static<typeof MotorcycleListQuery>;

/** The plain list's Motorcycle; with a time, also what a booking of exactly that time costs. */
export const ListedMotorcycle = Type.Object({
  ...Motorcycle.properties,
  quote: Type.Optional(
    Type.Number({
      description:
        'Only with from and to: the total in dollars, two decimals, that a booking of [from, to) sends',
    }),
  ),
});

export const MotorcycleListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(ListedMotorcycle, {
    description: 'By id; with from and to, only the scooters free for the whole of [from, to)',
  }),
  taken: Type.Optional(
    Type.Integer({
      description: 'Only with from and to: how many scooters of the catalogue are not free then',
    }),
  ),
});
export type MotorcycleListResponse = Static<typeof MotorcycleListResponse>;

export const MotorcycleCreatedResponse = DoneResponse(Motorcycle);

export const AvailabilityQuery = Type.Object({
  from: Type.Optional(
    Type.String({ maxLength: 10, description: 'YYYY-MM-DD; today when left out' }),
  ),
  days: Type.Optional(Type.String({ maxLength: 3, description: '1 to 92; 31 when left out' })),
});

export const AvailabilityResponse = DataResponse(Availability);
