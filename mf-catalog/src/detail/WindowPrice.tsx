import { useTranslation } from 'react-i18next';
import { formatWallClock, wallClockDateTimeMs, type TimeWindow } from 'shared-domain';
import { useLanguage } from 'shared-ui';
import { useGetFreeMotorcyclesQuery } from '../api/freeMotorcyclesApi';

interface WindowPriceProps {
  motorcycleId: number;
  timeWindow: TimeWindow;
  money: (amount: number) => string;
}

/** A wall-clock `YYYY-MM-DDTHH:mm` the way the product writes a day and a time. */
function when(text: string, language: string): string {
  const ms = wallClockDateTimeMs(text);
  return ms === null ? text : formatWallClock(ms, 'shortDayTime', language);
}

/**
 * The price of this motorcycle for the window the rider asked about, as the api quotes it in the
 * windowed list (the carousel's answer, so coming from it asks nothing more), or that it is not
 * free then. Nothing while the list is on its way or could not be read: the hourly price stays.
 */
export function WindowPrice({ motorcycleId, timeWindow, money }: WindowPriceProps) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { currentData } = useGetFreeMotorcyclesQuery(timeWindow);
  if (!currentData) return null;
  const free = currentData.data.find(({ id }) => id === motorcycleId);
  return (
    <div className="catalog-detail__window">
      <dt>{t('detail.windowPrice')}</dt>
      <dd>
        {free ? (
          <strong>{money(free.quote)}</strong>
        ) : (
          <strong className="catalog-detail__taken">{t('detail.notFree')}</strong>
        )}
        <small>
          {t('detail.window', {
            from: when(timeWindow.from, language),
            to: when(timeWindow.to, language),
          })}
        </small>
      </dd>
    </div>
  );
}
