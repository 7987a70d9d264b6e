import { describeRequest } from 'shared-auth';
import { MessageBox } from 'shared-ui';
import { useFileDownload } from 'shared-auth/api';
import type { ReportRange } from './reportRequest';

const PREPARING = 'Preparing the CSV...';

/**
 * "Download CSV": the report's rows as the api writes them for spreadsheets (a header row,
 * UTF-8, formulas neutralised), fetched with the session's token and saved as a file.
 */
export function DownloadCsv({ range }: { range: ReportRange }) {
  const { download, state } = useFileDownload();
  const status = describeRequest(state, PREPARING);
  const save = () => {
    if (status.loading) return;
    void download({
      path: '/api/v1/admin/reports/monthly',
      params: { ...range },
      accept: 'text/csv',
      filename: `vespa-report-${range.from}-to-${range.to}.csv`,
    });
  };
  return (
    <div className="admin-report__download">
      <button
        type="button"
        className="button button--secondary"
        // The button keeps its focus while the file is prepared (shared-ui/README.md,
        // "disabled or aria-disabled").
        aria-disabled={status.loading || undefined}
        onClick={save}
      >
        {status.loading ? PREPARING : 'Download CSV'}
      </button>
      {status.error && <MessageBox message={status.message} error />}
    </div>
  );
}
