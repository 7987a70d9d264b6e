import { useParams } from 'react-router-dom';
import { useGetMotorcyclesQuery } from './baseApi';

/** A route id such as "12"; anything else ("abc", "1.5", "-3") matches no motorcycle. */
function parseRouteId(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

/**
 * The motorcycle the route's `:id` names (the detail and edit pages), read from the shared list
 * cache: arriving from a list costs no request, a direct visit runs the list query once.
 * `notFound` once the list has loaded without it, or at once for an id that names none.
 */
export function useRouteMotorcycle() {
  const { id: rawId } = useParams();
  const id = parseRouteId(rawId);
  const { motorcycle, listLoaded, isError, refetch } = useGetMotorcyclesQuery(undefined, {
    selectFromResult: ({ data, isError }) => ({
      motorcycle: id === null ? undefined : data?.find((item) => item.id === id),
      listLoaded: data !== undefined,
      isError,
    }),
  });
  return {
    rawId,
    motorcycle,
    notFound: motorcycle === undefined && (listLoaded || id === null),
    isError,
    refetch,
  };
}
