import { useTranslation } from 'react-i18next';
import { ShowMore, type PagedQuery } from 'shared-ui';

interface Props {
  /** The list's infinite query (../api/adminReservationsApi.ts): whether and how a page comes. */
  list: PagedQuery;
  /** How many reservations are shown. */
  count: number;
  /** Asks for the next page: the list's own unless said. */
  onMore?: () => void;
}

/** Show more under a list of reservations, a page at a time: All reservations, Today's search. */
export function MoreReservations({ list, count, onMore }: Props) {
  const { t } = useTranslation('admin');
  return (
    <ShowMore
      label={t('reservations.more')}
      list={list}
      onMore={onMore}
      count={count}
      loadedText={(added, shown) => t('reservations.loaded', { count: added, shown })}
      endText={t('reservations.end', { count })}
    />
  );
}
