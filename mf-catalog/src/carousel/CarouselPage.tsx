import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { refusalOf, useShopTimeZone } from 'shared-auth/api';
import { useGetFreeMotorcyclesQuery } from '../api/freeMotorcyclesApi';
import '../locales/i18n';
import { windowSearch } from '../lib/timeWindow';
import { useAddressWindow } from '../ui/useAddressWindow';
import { FreeList } from './FreeList';
import { WhenForm } from './WhenForm';
import { WholeList } from './WholeList';
import './carousel.css';

/**
 * /motorcycles: the home carousel (docs/PRODUCT.md, "The catalogue"). Without a time, the shared
 * motorcycle list; with `?from=…&to=…` (the "When?" form writes it, so the address can be shared)
 * the motorcycles free for all of it, with their price for it.
 */
export default function CarouselPage() {
  // The kit's words too (the loading and empty states), so neither shows before its catalogue.
  const { t, ready } = useTranslation(['catalog', 'ui']);
  const navigate = useNavigate();
  const timeZone = useShopTimeZone();
  const { named, usable, search } = useAddressWindow();
  // The page's own subscription, for the form: the api's refusal is said beside the inputs.
  const { error } = useGetFreeMotorcyclesQuery(usable ?? skipToken);
  // Only before the first catalogue of another language is in: a switch keeps the page shown.
  if (!ready) return null;
  return (
    <div className="catalog-home">
      <header className="catalog-home__header">
        <h1 className="catalog-home__title">{t('carousel.title')}</h1>
        <p className="catalog-home__subtitle">{t('carousel.subtitle')}</p>
      </header>
      <WhenForm
        key={search}
        named={named}
        refusal={usable ? refusalOf(error) : undefined}
        timeZone={timeZone}
        onSearch={(asked) => void navigate({ search: windowSearch(asked) })}
        onClear={() => void navigate({ search: '' })}
      />
      {usable ? <FreeList timeWindow={usable} linkSearch={search} /> : <WholeList />}
    </div>
  );
}
