import type { Motorcycle } from 'shared-domain';

/**
 * The catalogue a fresh install starts with; images ship in public/images. None has a day price
 * or a deposit (seed.ts).
 */
export const DEMO_MOTORCYCLES: Omit<Motorcycle, 'id' | 'dayPrice' | 'deposit'>[] = [
  {
    name: 'Vespa Primavera',
    model: 'Primavera 150',
    brand: 'Vespa',
    color: 'Azzurro Provenza',
    chassisNumber: 'ZAPM818G5P0000101',
    bookingPricePerHour: 12.5,
    price: 5299.9,
    imageLink: '/images/primavera.svg',
    description:
      'The light, nimble classic for city streets: easy to ride, frugal and made for two-up cruising.',
  },
  {
    name: 'Vespa Sprint',
    model: 'Sprint S 150',
    brand: 'Vespa',
    color: 'Rosso Passione',
    chassisNumber: 'ZAPM818G5P0000202',
    bookingPricePerHour: 13.9,
    price: 5699.9,
    imageLink: '/images/sprint.svg',
    description:
      'Sporty lines, square headlight and bigger wheels: the Primavera with a racer attitude.',
  },
  {
    name: 'Vespa GTS',
    model: 'GTS Super 300',
    brand: 'Vespa',
    color: 'Nero Convinto',
    chassisNumber: 'ZAPMD3100P0000303',
    bookingPricePerHour: 18.5,
    price: 7599.9,
    imageLink: '/images/gts.svg',
    description:
      'The big-frame tourer: 300 cc, ABS and traction control for the ring road and the coast.',
  },
  {
    name: 'Vespa Elettrica',
    model: 'Elettrica 70 km/h',
    brand: 'Vespa',
    color: 'Grigio Lunare',
    chassisNumber: 'ZAPCA0100P0000404',
    bookingPricePerHour: 15,
    price: 6999.9,
    imageLink: '/images/elettrica.svg',
    description:
      'Silent and zero-emission, with about 100 km of range: charge it overnight, glide all day.',
  },
  {
    name: 'Vespa Sei Giorni',
    model: 'Sei Giorni II Edition 300',
    brand: 'Vespa',
    color: 'Verde Opaco',
    chassisNumber: 'ZAPMD3102P0000505',
    bookingPricePerHour: 22.5,
    price: 9499.9,
    imageLink: '/images/sei-giorni.svg',
    description:
      'A tribute to the 1951 Six Days trial winners: low headlight, racing number and 300 cc.',
  },
  {
    name: 'Vespa GTV',
    model: 'GTV 300',
    brand: 'Vespa',
    color: 'Bianco Innocente',
    chassisNumber: 'ZAPMD3101P0000606',
    bookingPricePerHour: 20,
    price: 8599.9,
    imageLink: '/images/gtv.svg',
    description:
      'Fender-mounted headlight and a single seat with a cafe-racer tail: heritage meets 300 cc.',
  },
  {
    name: 'Vespa 946',
    model: '946 Dragon 125',
    brand: 'Vespa',
    color: 'Giallo Oro',
    chassisNumber: 'ZAPMA1000P0000707',
    bookingPricePerHour: 25,
    price: 10499.9,
    imageLink: '/images/946.svg',
    description:
      'The sculpted flagship in aluminium and steel, a collector piece you can ride for an afternoon.',
  },
];
