import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { useMoney, useRouteMotorcycle } from 'shared-auth/api';
import { useGetFreeMotorcyclesQuery } from '../api/freeMotorcyclesApi';
import '../locales/i18n';
import { useAddressWindow } from '../ui/useAddressWindow';
import { BackLink, Details } from './Details';
import './detail.css';

/**
 * /motorcycle/:id. Read from the shared list cache, so coming from the carousel asks no second
 * time for the motorcycles; a direct visit or a reload runs the list query once. The shop's
 * currency is asked for at once beside it (an early call of the page). With the carousel's
 * window in the address (`?from=…&to=…`) it shows the price for it, and keeps it: back to the
 * carousel, and on to the reserve form.
 */
export default function DetailPage() {
  const { rawId, motorcycle, notFound, isError, refetch } = useRouteMotorcycle();
  const money = useMoney();
  const address = useAddressWindow();
  const back = `/motorcycles${address.search}`;
  // Asked at once beside the list (as the page's early call does), not once the list is in.
  useGetFreeMotorcyclesQuery(address.usable ?? skipToken);
  const { t, ready } = useTranslation('catalog');
  // Only before the first catalogue of another language is in: a switch keeps the page shown.
  if (!ready) return null;

  if (motorcycle) {
    return (
      <Details motorcycle={motorcycle} money={money} timeWindow={address.usable} back={back} />
    );
  }
  if (notFound) {
    return (
      <EmptyState
        titleLevel={1}
        title={t('notFound.title')}
        hint={t('notFound.hint', { id: rawId })}
      >
        <Link className="button" to={back}>
          {t('detail.back')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="catalog-detail">
      <BackLink to={back} />
      {isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <LoadingState text={t('detail.loading')} />
      )}
    </div>
  );
}
