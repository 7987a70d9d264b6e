import { DESCRIPTION_MAX_LENGTH, IMAGE_LINK_MAX_LENGTH, TEXT_MAX_LENGTH } from 'shared-domain';
import Type, { type Static } from 'typebox';
import { MultiLine, NumericInput, SingleLine } from '../schemas';

export const MotorcycleResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  model: Type.String(),
  brand: Type.String(),
  color: Type.String(),
  chassisNumber: Type.String(),
  bookingPricePerHour: Type.Number(),
  price: Type.Number(),
  imageLink: Type.String({
    description: 'http(s) URL, or a path such as /images/gts.svg served by this api',
  }),
  description: Type.String(),
});

const text = SingleLine(TEXT_MAX_LENGTH);

/** Types and lengths only: the rules shared with the add form run in validate.ts. */
export const NewMotorcycleBody = Type.Object({
  name: text,
  model: text,
  brand: text,
  color: text,
  chassisNumber: text,
  bookingPricePerHour: NumericInput('US dollars per hour, > 0, at most two decimals'),
  price: NumericInput('Sale price in US dollars, >= 0, at most two decimals'),
  imageLink: SingleLine(IMAGE_LINK_MAX_LENGTH),
  description: Type.Optional(MultiLine(DESCRIPTION_MAX_LENGTH)),
});
export type NewMotorcycleBody = Static<typeof NewMotorcycleBody>;

export const MotorcycleIdParams = Type.Object({ id: Type.String() });

export const MotorcycleListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(MotorcycleResponse),
});

export const MotorcycleCreatedResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: MotorcycleResponse,
});

/** Any subset of the fields, each under the same rules as on create. */
export const MotorcycleChangesBody = Type.Partial(NewMotorcycleBody, { minProperties: 1 });
export type MotorcycleChangesBody = Static<typeof MotorcycleChangesBody>;

export const AvailabilityQuery = Type.Object({
  from: Type.Optional(
    Type.String({ maxLength: 10, description: 'YYYY-MM-DD; today when left out' }),
  ),
  days: Type.Optional(Type.String({ maxLength: 3, description: '1 to 92; 31 when left out' })),
});

const WallClock = Type.String({ description: 'YYYY-MM-DDTHH:mm, local wall-clock time' });

export const AvailabilityResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    motorcycle_id: Type.Integer(),
    from: Type.String(),
    days: Type.Integer(),
    busy: Type.Array(
      Type.Object({
        start: WallClock,
        end: Type.String({ description: 'exclusive' }),
        kind: Type.Union([Type.Literal('booked'), Type.Literal('workshop')]),
      }),
      {
        description:
          'When it is booked (active reservations) or in the workshop, sorted; no rider data, no reason',
      },
    ),
  }),
});
