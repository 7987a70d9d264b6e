import type { TFunction } from 'i18next';
import { addNamespace, loadNamespaces } from 'shared-ui';

/**
 * The booking remote's sentences, the `booking` namespace of the page's one i18next
 * (docs/decisions/0022-one-i18next-for-every-app.md). Imported by each exposed page, in the
 * language shown only: the shell's boot script fetches it beside the page's files, and the page
 * shows once it is in (docs/decisions/0027-a-remote-page-carries-one-language.md).
 */
addNamespace('booking', (language) => import(`./${language}/booking.json`));
void loadNamespaces('booking');

/** The namespace's `t`, as the helpers that build sentences outside a component take it. */
export type BookingT = TFunction<'booking'>;
