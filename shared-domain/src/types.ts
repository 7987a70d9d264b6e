/**
 * Request bodies of the Vespa Rentals api, under the names the apps send them by: the api's own
 * schemas (wire/bodies.ts), which take numeric strings too where they say number.
 */
export type {
  LoginBody as LoginRequest,
  MotorcycleChangesBody as MotorcycleChanges,
  NewBlockBody as NewBlock,
  NewMotorcycleBody as NewMotorcycle,
  NewReservationBody as NewReservation,
  NewRiderBody as NewRider,
  PickupBody as Pickup,
  ReturnBody as Return,
  SignupBody as SignupRequest,
} from './wire';
