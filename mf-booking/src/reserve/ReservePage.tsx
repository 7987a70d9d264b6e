import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../locales/i18n';
import { ReserveForm } from './ReserveForm';
import './reserve.css';

/** /reserve/new, exposed as './ReservePage'. Nothing shows until its sentences are in. */
export default function ReservePage() {
  const titleId = useId();
  // The rules' sentences too (ruleText.ts): the form shows them where a date or a city is wrong.
  const { t, ready } = useTranslation(['booking', 'rules']);
  if (!ready) return null;
  return (
    <section className="booking-reserve" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('reserve.title')}</h1>
      <p className="booking-reserve__lead">{t('reserve.lead')}</p>
      <ReserveForm />
    </section>
  );
}
