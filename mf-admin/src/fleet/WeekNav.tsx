import { Link } from 'react-router-dom';
import { addDaysISO } from 'shared-domain';
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
  const previous = addDaysISO(monday, -7) ?? monday;
  const next = addDaysISO(monday, 7) ?? monday;
  return (
    <div className="admin-fleet__top">
      <h2 id={titleId} className="admin-fleet__week">
        {weekTitle(monday)}
      </h2>
      <nav className="admin-fleet__nav" aria-label="Weeks">
        <Link
          className="button button--secondary admin-fleet__nav-link"
          to={{ search: searchFor(previous) }}
        >
          Previous week
        </Link>
        {monday !== thisWeek && (
          <Link
            className="button button--secondary admin-fleet__nav-link"
            to={{ search: searchFor(thisWeek) }}
          >
            This week
          </Link>
        )}
        <Link
          className="button button--secondary admin-fleet__nav-link"
          to={{ search: searchFor(next) }}
        >
          Next week
        </Link>
      </nav>
      <ul className="admin-fleet__legend" aria-label="Colours">
        <li>
          <span className="admin-status admin-status--confirmed">Confirmed</span>
        </li>
        <li>
          <span className="admin-status admin-status--out">Out</span>
        </li>
        <li>
          <span className="admin-status admin-status--overdue">Out, overdue</span>
        </li>
        <li>
          <span className="admin-status admin-status--returned">Returned</span>
        </li>
        <li>
          <span className="admin-status admin-status--workshop">In the workshop</span>
        </li>
      </ul>
    </div>
  );
}
