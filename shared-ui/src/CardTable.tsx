import { useId, type ReactNode, type Ref } from 'react';

/** A column of a `CardTable`: its header, and whether it holds numbers (right-aligned). */
export interface CardTableColumn {
  label: string;
  number?: boolean;
  /** Said to screen readers only (a column of buttons). */
  hidden?: boolean;
}

interface CardTableProps {
  caption: ReactNode;
  columns: readonly CardTableColumn[];
  /** The rows: `CardRow`s. */
  children: ReactNode;
  /** The focusable box around the table, for a page that moves the focus to it. */
  regionRef?: Ref<HTMLDivElement>;
}

/**
 * A table on a wide screen; up to 960 px wide (a tablet beside the menu, a phone) each row is a
 * card of labelled facts, so nothing scrolls sideways and every action is in view. One markup
 * for both: the roles are written out because some browsers drop a table's semantics once CSS
 * changes how its parts are displayed, and the column headers stay for screen readers.
 */
export function CardTable({ caption, columns, children, regionRef }: CardTableProps) {
  const captionId = useId();
  return (
    // Focusable, so the keyboard can scroll it should a screen still be too narrow for the table.
    <div
      ref={regionRef}
      className="card-table"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className="card-table__table" role="table">
        <caption id={captionId}>{caption}</caption>
        <thead className="card-table__head" role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                role="columnheader"
                className={column.number ? 'card-table__number' : undefined}
              >
                {column.hidden ? (
                  <span className="visually-hidden">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="card-table__body" role="rowgroup">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A row of a `CardTable`, a card on a narrow screen; `className` adds the app's own. */
export function CardRow({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <tr role="row" className={className ? `card-table__row ${className}` : 'card-table__row'}>
      {children}
    </tr>
  );
}

interface CardCellProps {
  /** The column's name, shown above the value on a card (screen readers have the header). */
  label?: string;
  number?: boolean;
  /** Takes the card's whole width: a title line, or the actions. */
  wide?: boolean;
  /** The actions: on the right of a row, the foot of a card (none there when it is empty). */
  action?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A cell of a `CardRow`. */
export function CardCell({ label, number, wide, action, className, children }: CardCellProps) {
  const classes = [
    number && 'card-table__number',
    wide && 'card-table__wide',
    action && 'card-table__action',
    className,
  ].filter(Boolean);
  return (
    <td role="cell" data-label={label} className={classes.join(' ') || undefined}>
      {children}
    </td>
  );
}
