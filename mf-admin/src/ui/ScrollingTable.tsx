import { useId, type ReactNode } from 'react';
import './report-table.css';

/** A report table that scrolls sideways on a narrow screen (focusable, so the keyboard can). */
export function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="admin-report__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="admin-report__table">
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
