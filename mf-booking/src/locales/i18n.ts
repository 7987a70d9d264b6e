import type { TFunction } from 'i18next';
import { addNamespace, loadNamespaces } from 'shared-ui';
import english from './en/booking.json';

/**
 * The booking remote's sentences, the `booking` namespace of the page's one i18next
 * (docs/decisions/0022-one-i18next-for-every-app.md). Imported by each exposed page: its English
 * comes with the pages' code, so a booking page paints without waiting for another file (measured:
 * docs/decisions/0027-a-remote-page-carries-one-language.md); another language is asked for as
 * soon as a page's code runs, beside its first api requests, and the page shows once it is in.
 */
addNamespace('booking', (language) => import(`./${language}/booking.json`), english);
void loadNamespaces('booking');

/** The namespace's `t`, as the helpers that build sentences outside a component take it. */
export type BookingT = TFunction<'booking'>;
