import { useTranslation } from 'react-i18next';
import type { DayHours } from 'shared-domain';
import { useLanguage } from 'shared-ui';

/** Monday 1 January 2024, midnight UTC: the week's days are this plus 0 to 6 days. */
const A_MONDAY_MS = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;
/** A day's two times. */
const ENDS = ['opens', 'closes'] as const;
/** What a day reopened after being closed starts from. */
const USUAL_DAY: DayHours = { opens: '09:00', closes: '19:00' };

interface Props {
  hours: (DayHours | null)[];
  onChange: (hours: (DayHours | null)[]) => void;
  /** The rules' sentence about the week (it names the day), or null. */
  error: string | null;
}

/** The week's opening hours, Monday first: each day closed, or open from one time to another. */
export function OpeningHoursFields({ hours, onChange, error }: Props) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const setDay = (index: number, day: DayHours | null) =>
    onChange(hours.map((current, at) => (at === index ? day : current)));
  return (
    <fieldset className="admin-settings__hours" aria-invalid={error !== null}>
      <legend>{t('settings.hours')}</legend>
      {hours.map((day, index) => {
        const name = weekday.format(A_MONDAY_MS + index * DAY_MS);
        return (
          <div key={name} className="admin-settings__day" role="group" aria-label={name}>
            <span className="admin-settings__day-name">{name}</span>
            <label className="admin-settings__closed">
              <input
                // The form focuses the week by this name when its hours are wrong.
                name={index === 0 ? 'opening_hours' : undefined}
                type="checkbox"
                checked={day === null}
                onChange={(event) => setDay(index, event.target.checked ? null : USUAL_DAY)}
              />
              {t('settings.closed')}
            </label>
            {day &&
              ENDS.map((end) => (
                <label key={end}>
                  {end === 'opens' ? t('settings.opens') : t('settings.closes')}
                  <input
                    type="time"
                    value={day[end]}
                    onChange={(event) => setDay(index, { ...day, [end]: event.target.value })}
                  />
                </label>
              ))}
          </div>
        );
      })}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
