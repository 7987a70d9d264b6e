import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { addDaysISO } from 'shared-domain';
import { capitalized, statusName } from '../desk/deskText';
import { weekTitle } from './week';
import './week-nav.css';

interface Props {
  monday: string;
  /** The Monday of the shop's current week. */
  thisWeek: string;
  titleId: string;
  /** The address of another week, keeping the page's other choices. */
  searchFor: (monday: string) => string;
}

/** The week shown, the way to the weeks around it and back to this one, and what colours mean. */
export function WeekNav({ monday, thisWeek, titleId, searchFor }: Props) {
  const { t } = useTranslation('admin');
  const weeks: [string, string][] = [
    [t('fleet.previous'), addDaysISO(monday, -7) ?? monday],
    ...(monday === thisWeek ? [] : [[t('fleet.thisWeek'), thisWeek] as [string, string]]),
    [t('fleet.next'), addDaysISO(monday, 7) ?? monday],
  ];
  // Each colour with its words: the statuses, then the workshop's hatching.
  const legend = [
    ['confirmed', capitalized(statusName(t, 'confirmed'))],
    ['out', capitalized(statusName(t, 'out'))],
    ['overdue', capitalized(t('status.overdue', { status: statusName(t, 'out') }))],
    ['returned', capitalized(statusName(t, 'returned'))],
    ['workshop', t('fleet.inWorkshop')],
  ];
  return (
    <div className="admin-fleet__top">
      <h2 id={titleId} className="admin-fleet__week">
        {weekTitle(monday)}
      </h2>
      <nav className="admin-fleet__nav" aria-label={t('fleet.weeks')}>
        {weeks.map(([label, week]) => (
          <Link
            key={label}
            className="button button--secondary admin-fleet__nav-link"
            to={{ search: searchFor(week) }}
          >
            {label}
          </Link>
        ))}
      </nav>
      <ul className="admin-fleet__legend" aria-label={t('fleet.colours')}>
        {legend.map(([tone, words]) => (
          <li key={tone}>
            <span className={`admin-status admin-status--${tone}`}>{words}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
