// A rider's reservations in tests: one upcoming day, a ride over several days, an earlier ride.
import type { Reservation } from 'shared-domain';

export const ROME: Reservation = {
  id: 1,
  date: '2026-11-24',
  city: 'Rome',
  motorcycle_id: 1,
  motorcycle_name: 'Vespa Primavera',
  duration: 2.5,
  total: 31.25,
};
export const MILAN: Reservation = {
  id: 2,
  date: '2026-12-31T22:00',
  city: 'Milan',
  motorcycle_id: 2,
  motorcycle_name: 'Vespa GTS',
  duration: 36,
  total: 666,
};
export const TURIN: Reservation = {
  id: 3,
  date: '2020-01-10',
  city: 'Turin',
  motorcycle_id: 2,
  motorcycle_name: 'Vespa GTS',
  duration: 2,
  total: 37,
};
