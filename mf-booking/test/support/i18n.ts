// The booking namespace's `t`, for the sentence helpers tested outside a page.
import { i18next, type Language } from 'shared-ui';
import '../../src/locales/i18n';
import type { BookingT } from '../../src/locales/i18n';

/** The `booking` sentences in `language`, its catalogue loaded first. */
export async function bookingT(language: Language = 'en'): Promise<BookingT> {
  await i18next.reloadResources([language], ['booking']);
  return i18next.getFixedT(language, 'booking');
}
