import type {
  AdminReservation,
  Availability,
  AuthResponse as WireAuthResponse,
  Block,
  DailyCashUp,
  FleetWindow,
  LedgerLine,
  MonthlyReportRow,
  NewLedgerLine,
  NewBlock,
  Pickup,
  Return,
  MotorcycleChanges,
  LoginRequest,
  MessageResponse as WireMessageResponse,
  Motorcycle,
  NewMotorcycle,
  NewReservation,
  NewRider,
  Person,
  Reservation,
  ReservationMoney,
  SignupRequest,
  ShopProfile,
  User,
} from 'shared-domain';
import type { Static } from 'typebox';
import type {
  AvailabilityResponse,
  MotorcycleChangesBody,
  MotorcycleResponse,
  NewMotorcycleBody,
} from './motorcycles/schemas';
import type { DailyCashUpResponse, MonthlyReportRowResponse } from './reports/schemas';
import type {
  LedgerLineResponse,
  NewLedgerLineBody,
  ReservationMoneyResponse,
} from './reservations/money-schemas';
import type {
  AdminReservationResponse,
  NewReservationBody,
  ReservationResponse,
} from './reservations/schemas';
import type {
  BlockResponse,
  FleetResponse,
  NewBlockBody,
  PickupBody,
  ReturnBody,
} from './desk/schemas';
import type { NewRiderBody, Person as PersonResponse } from './people/schemas';
import type { MessageResponse, UserResponse } from './schemas';
import type { LoginBody } from './session/schemas';
import type { ShopProfileData } from './shop/schemas';
import type { AuthResponse, SignupBody } from './users/schemas';

/**
 * The wire types exist twice: as the api's schemas (which validate and serialize) and as
 * shared-domain's interfaces (which the frontends use). This file does not compile when the two
 * drift apart. Requests may carry numeric strings where the interfaces say number.
 */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Accepts<Schema, Wire> = Wire extends Schema ? true : false;
type Holds<T extends true> = T;

export type WireContract = [
  Holds<Equal<Static<typeof MotorcycleResponse>, Motorcycle>>,
  Holds<Equal<Static<typeof ReservationResponse>, Reservation>>,
  Holds<Equal<Static<typeof UserResponse>, User>>,
  Holds<Equal<Static<typeof AuthResponse>, WireAuthResponse>>,
  Holds<Equal<Static<typeof MessageResponse>, WireMessageResponse>>,
  Holds<Accepts<Static<typeof LoginBody>, LoginRequest>>,
  Holds<Equal<Static<typeof AvailabilityResponse>['data'], Availability>>,
  Holds<Equal<Static<typeof AdminReservationResponse>, AdminReservation>>,
  Holds<Accepts<NewMotorcycleBody, NewMotorcycle>>,
  Holds<Accepts<MotorcycleChangesBody, MotorcycleChanges>>,
  Holds<Accepts<NewReservationBody, NewReservation>>,
  Holds<Accepts<SignupBody, SignupRequest>>,
  Holds<Accepts<NewRiderBody, NewRider>>,
  Holds<Equal<Static<typeof PersonResponse>, Person>>,
  Holds<Equal<Static<typeof BlockResponse>, Block>>,
  Holds<Equal<Static<typeof FleetResponse>['data'], FleetWindow>>,
  Holds<Accepts<NewBlockBody, NewBlock>>,
  Holds<Accepts<PickupBody, Pickup>>,
  Holds<Accepts<ReturnBody, Return>>,
  Holds<Equal<Static<typeof ShopProfileData>, ShopProfile>>,
  Holds<Equal<Static<typeof ReservationMoneyResponse>, ReservationMoney>>,
  Holds<Equal<Static<typeof LedgerLineResponse>, LedgerLine>>,
  Holds<Accepts<NewLedgerLineBody, NewLedgerLine>>,
  Holds<Equal<Static<typeof DailyCashUpResponse>['data'], DailyCashUp>>,
  Holds<Equal<Static<typeof MonthlyReportRowResponse>, MonthlyReportRow>>,
];
