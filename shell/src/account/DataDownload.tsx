import { useTranslation } from 'react-i18next';
import { MessageBox, PendingButton } from 'shared-ui';
import { useApiCall } from './useApiCall';

const FILE_NAME = 'vespa-rentals-my-data.json';

/** How long the saved file's object URL is kept: the browser reads it a moment after the click. */
const KEEP_OBJECT_URL_MS = 40_000;

/** Saves a file through an object URL and a link with `download`, as shared-auth/api's downloads do. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS);
}

/** Download my data: everything the shop keeps about the rider (GET /api/v1/me/export). */
export function DataDownload() {
  const { t } = useTranslation('account');
  const { send, pending, failure } = useApiCall<unknown>();

  const download = async () => {
    if (pending) return;
    const data = await send('/api/v1/me/export', 'GET');
    if (data === null) return;
    save(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), FILE_NAME);
  };

  return (
    <section className="shell-account__section" aria-labelledby="account-data">
      <h2 id="account-data">{t('data.heading')}</h2>
      <p>{t('data.text')}</p>
      <MessageBox message={failure} error />
      <PendingButton
        className="button button--secondary"
        pending={pending}
        onClick={() => void download()}
      >
        {pending ? t('data.downloading') : t('data.download')}
      </PendingButton>
    </section>
  );
}
