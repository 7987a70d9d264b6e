import { Link } from 'react-router-dom';
import { selectIsAdmin, useAppSelector } from 'shared-auth';
import {
  EmptyState,
  ErrorState,
  LOADING_MOTORCYCLES,
  LoadingState,
  NO_MOTORCYCLES,
} from 'shared-ui';
import { useGetMotorcyclesQuery } from 'shared-auth/api';
import { Carousel } from './Carousel';
import './carousel.css';

function EmptyCatalog() {
  const admin = useAppSelector(selectIsAdmin);
  return (
    <EmptyState {...NO_MOTORCYCLES}>
      {admin && (
        <Link className="button" to="/motorcycle/new">
          Add motorcycle
        </Link>
      )}
    </EmptyState>
  );
}

/**
 * /motorcycles: the home carousel (docs/PRODUCT.md, "The catalogue"), read from the shared
 * motorcycle list.
 */
export default function CarouselPage() {
  const { data, isError, refetch } = useGetMotorcyclesQuery();
  const retry = () => void refetch();
  let content;
  if (data) {
    content =
      data.length === 0 ? (
        <EmptyCatalog />
      ) : (
        <>
          {/* A refresh failed but the last list is still worth showing. */}
          {isError && <ErrorState compact onRetry={retry} />}
          <Carousel motorcycles={data} />
        </>
      );
  } else if (isError) {
    content = <ErrorState onRetry={retry} />;
  } else {
    content = <LoadingState text={LOADING_MOTORCYCLES} />;
  }
  return (
    <div className="catalog-home">
      <header className="catalog-home__header">
        <h1 className="catalog-home__title">LATEST MODELS</h1>
        <p className="catalog-home__subtitle">Please select a Vespa Model</p>
      </header>
      {content}
    </div>
  );
}
