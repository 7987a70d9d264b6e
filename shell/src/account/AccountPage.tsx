import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, AccountResponse } from 'shared-domain';
import { LoadingState, MessageBox } from 'shared-ui';
import { ScreenTitle } from '../layout/ScreenTitle';
import { CredentialForm } from './CredentialForm';
import { DataDownload } from './DataDownload';
import { DeleteAccount } from './DeleteAccount';
import { ProfileForm } from './ProfileForm';
import { TwoFactorSection } from './TwoFactorSection';
import { useApiCall } from './useApiCall';

/**
 * /account (docs/PRODUCT.md, "Your account"): the signed-in user's details, language, email,
 * password, two-factor sign-in for staff, data and deletion, each a section with its own form and
 * its own messages.
 */
export function AccountPage() {
  const { t, ready } = useTranslation(['account', 'shell']);
  const [account, setAccount] = useState<Account | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { send, failure } = useApiCall<AccountResponse>();

  // Read when the page opens, and again on "Try again".
  useEffect(() => {
    let shown = true;
    void send('/api/v1/me', 'GET').then((answer) => {
      if (shown && answer) setAccount(answer.data);
    });
    return () => {
      shown = false;
    };
  }, [attempt, send]);

  if (!ready) return null;
  let content;
  if (account) {
    content = (
      <>
        <ProfileForm account={account} onSaved={setAccount} />
        <CredentialForm kind="email" account={account} onSaved={setAccount} />
        <CredentialForm kind="password" account={account} onSaved={setAccount} />
        {account.admin && <TwoFactorSection account={account} onChanged={setAccount} />}
        <DataDownload />
        <DeleteAccount />
      </>
    );
  } else if (failure) {
    content = (
      <>
        <MessageBox message={[t('loadFailed'), ...[failure].flat()]} error />
        <button type="button" className="button" onClick={() => setAttempt(attempt + 1)}>
          {t('retry')}
        </button>
      </>
    );
  } else {
    content = <LoadingState text={t('shell:loading')} />;
  }

  return (
    <ScreenTitle title={t('title')}>
      <div className="shell-account">
        <h1>{t('title')}</h1>
        <p className="shell-account__lead">{t('lead')}</p>
        {content}
      </div>
    </ScreenTitle>
  );
}
