import { Link } from 'react-router-dom';
import { selectIsAdmin, useAppSelector, useGetMotorcyclesQuery } from 'shared-auth';
import { LoadError, LoadingState } from '../common/LoadError';
import { Carousel } from './Carousel';
import './carousel.css';

export const LOADING_TEXT = 'Loading... your motorcycles';
export const EMPTY_TITLE = 'Upss! There is no motorcycles';
export const EMPTY_HINT = 'But you can Add it or Contact the App Adm.';

function EmptyCatalog() {
  const admin = useAppSelector(selectIsAdmin);
  return (
    <div className="catalog-state">
      <p className="catalog-state__title">{EMPTY_TITLE}</p>
      <p className="catalog-state__text">{EMPTY_HINT}</p>
      {admin && (
        <Link className="button" to="/motorcycle/new">
          Add motorcycle
        </Link>
      )}
    </div>
  );
}

/** /motorcycles: the home carousel (SPEC §2), read from the shared motorcycle list. */
export default function CarouselPage() {
  const { data, isError, refetch } = useGetMotorcyclesQuery();
  let content;
  if (data) {
    content =
      data.length === 0 ? (
        <EmptyCatalog />
      ) : (
        <>
          {/* A refresh failed but the last list is still worth showing. */}
          {isError && <LoadError compact onRetry={() => void refetch()} />}
          <Carousel motorcycles={data} />
        </>
      );
  } else if (isError) {
    content = <LoadError onRetry={() => void refetch()} />;
  } else {
    content = <LoadingState text={LOADING_TEXT} />;
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
