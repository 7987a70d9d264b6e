import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { MessageBox, PendingButton } from 'shared-ui';
import { useFileDownload } from 'shared-auth/api';
import type { ReportRange } from './reportRequest';

/**
 * "Download CSV": the report's rows as the api writes them for spreadsheets (a header row,
 * UTF-8, formulas neutralised), fetched with the session's token and saved as a file.
 */
export function DownloadCsv({ range }: { range: ReportRange }) {
  const { t } = useTranslation('admin');
  const { download, state } = useFileDownload();
  const status = describeRequest(state, t('report.csv.pending'));
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
      <PendingButton
        className="button button--secondary"
        pending={status.loading}
        pendingText={t('report.csv.pending')}
        onClick={save}
      >
        {t('report.csv')}
      </PendingButton>
      {status.error && <MessageBox message={status.message} error />}
    </div>
  );
}
