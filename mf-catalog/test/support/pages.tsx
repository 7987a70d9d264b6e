// The catalog's pages in tests: both on their routes, with stand-ins for the pages they lead to.
import { Route, Routes, useLocation } from 'react-router-dom';
import { RIDER, renderWithProviders } from 'shared-auth/testing';
import type { Language } from 'shared-ui';
import type { User } from 'shared-domain';
import CarouselPage from '../../src/carousel/CarouselPage';
import DetailPage from '../../src/detail/DetailPage';

function ReservePageProbe() {
  const location = useLocation();
  return (
    <section>
      <h1>Reserve form</h1>
      <p>{`state: ${JSON.stringify(location.state)}`}</p>
    </section>
  );
}

/** Where the router is: the path and the query, for a test to read (hidden). */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <p hidden data-testid="address">{`${pathname}${search}`}</p>;
}

/**
 * The catalog's two pages on their routes, in a fresh store, starting at `path`, in `language`
 * (English by default).
 */
export function renderCatalog(path: string, user: User = RIDER, language?: Language) {
  return renderWithProviders(
    <>
      <AddressProbe />
      <Routes>
        <Route path="/motorcycles" element={<CarouselPage />} />
        <Route path="/motorcycle/:id" element={<DetailPage />} />
        <Route path="/reserve/new" element={<ReservePageProbe />} />
        <Route path="/motorcycle/new" element={<h1>Add motorcycle form</h1>} />
      </Routes>
    </>,
    { route: path, signedInAs: user, language },
  );
}

/** The address the router is at: "/motorcycles?from=…&to=…". */
export const address = (): string =>
  document.querySelector('[data-testid="address"]')?.textContent ?? '';
