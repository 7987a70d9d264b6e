import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { MessageBox, PendingButton } from 'shared-ui';
import { useFileDownload, type FileRequest } from 'shared-auth/api';
import './i18n';
import './download-csv.css';

/**
 * "Download CSV": a report as the api writes it for spreadsheets (a header row, UTF-8, formulas
 * neutralised), fetched with the session's token and saved as a file: the monthly report, the
 * day's cash-up.
 */
export function DownloadCsv({ file }: { file: Omit<FileRequest, 'accept'> }) {
  const { t } = useTranslation('admin');
  const { download, state } = useFileDownload();
  const status = describeRequest(state, t('report.csv.pending'));
  const save = () => {
    if (status.loading) return;
    void download({ ...file, accept: 'text/csv' });
  };
  return (
    <div className="admin-download">
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
