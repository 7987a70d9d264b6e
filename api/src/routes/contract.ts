import type {
  LoginRequest,
  MotorcycleChanges,
  NewBlock,
  NewLedgerLine,
  NewMotorcycle,
  NewReservation,
  NewRider,
  Pickup,
  Return,
  SignupRequest,
} from 'shared-domain';
import type { Static } from 'typebox';
import type { NewBlockBody, PickupBody, ReturnBody } from './desk/schemas';
import type { MotorcycleChangesBody, NewMotorcycleBody } from './motorcycles/schemas';
import type { NewRiderBody } from './people/schemas';
import type { NewLedgerLineBody } from './reservations/money-schemas';
import type { NewReservationBody } from './reservations/schemas';
import type { LoginBody } from './session/schemas';
import type { SignupBody } from './users/schemas';

/**
 * The answers' types are the api's own schemas (shared-domain/wire), but the frontends write the
 * bodies they send as their own types, stricter than what the api takes (requests may carry
 * numeric strings where they say number). This file does not compile when a body the frontends
 * send is one the api's schema would refuse.
 */
type Accepts<Schema, Wire> = Wire extends Schema ? true : false;
type Holds<T extends true> = T;

export type WireContract = [
  Holds<Accepts<Static<typeof LoginBody>, LoginRequest>>,
  Holds<Accepts<NewMotorcycleBody, NewMotorcycle>>,
  Holds<Accepts<MotorcycleChangesBody, MotorcycleChanges>>,
  Holds<Accepts<NewReservationBody, NewReservation>>,
  Holds<Accepts<SignupBody, SignupRequest>>,
  Holds<Accepts<NewRiderBody, NewRider>>,
  Holds<Accepts<NewBlockBody, NewBlock>>,
  Holds<Accepts<PickupBody, Pickup>>,
  Holds<Accepts<ReturnBody, Return>>,
  Holds<Accepts<NewLedgerLineBody, NewLedgerLine>>,
];
