import { DESCRIPTION_MAX_LENGTH, IMAGE_LINK_MAX_LENGTH, TEXT_MAX_LENGTH } from 'shared-domain';
import { Availability, Motorcycle } from 'shared-domain/wire';
import Type, { type Static } from 'typebox';
import { DataResponse, DoneResponse, MultiLine, NumericInput, SingleLine } from '../schemas';

const text = SingleLine(TEXT_MAX_LENGTH);

/** Types and lengths only: the rules shared with the add form run in validate.ts. */
export const NewMotorcycleBody = Type.Object({
  name: text,
  model: text,
  brand: text,
  color: text,
  chassisNumber: text,
  bookingPricePerHour: NumericInput('US dollars per hour, > 0, at most two decimals'),
  dayPrice: Type.Optional(
    Type.Union([
      NumericInput('At most what each started 24 hours costs, > 0, at most 100000, two decimals'),
      Type.Null(),
    ]),
  ),
  deposit: Type.Optional(NumericInput('>= 0, at most 100000, two decimals; 0 when left out')),
  price: NumericInput('Sale price in US dollars, >= 0, at most two decimals'),
  imageLink: SingleLine(IMAGE_LINK_MAX_LENGTH),
  description: Type.Optional(MultiLine(DESCRIPTION_MAX_LENGTH)),
});
export type NewMotorcycleBody = Static<typeof NewMotorcycleBody>;

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
export type ListedMotorcycle = Static<typeof ListedMotorcycle>;

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

/** Any subset of the fields, each under the same rules as on create. */
export const MotorcycleChangesBody = Type.Partial(NewMotorcycleBody, { minProperties: 1 });
export type MotorcycleChangesBody = Static<typeof MotorcycleChangesBody>;

export const AvailabilityQuery = Type.Object({
  from: Type.Optional(
    Type.String({ maxLength: 10, description: 'YYYY-MM-DD; today when left out' }),
  ),
  days: Type.Optional(Type.String({ maxLength: 3, description: '1 to 92; 31 when left out' })),
});

export const AvailabilityResponse = DataResponse(Availability);
