import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  fetchJson,
  selectSession,
  sessionExpired,
  useAppDispatch,
  useAppSelector,
} from 'shared-auth';
import { LoadingState, MessageBox } from 'shared-ui';
import { ScreenTitle } from '../layout/ScreenTitle';
import { CredentialForm } from './CredentialForm';
import { DataDownload } from './DataDownload';
import { DeleteAccount } from './DeleteAccount';
import { ProfileForm } from './ProfileForm';
import { TwoFactorSection } from './TwoFactorSection';
import type { Account, AccountAnswer } from './useApiCall';

/**
 * /account (docs/PRODUCT.md, "Your account"): the signed-in user's details, language, email,
 * password, two-factor sign-in for staff, data and deletion, each a section with its own form and
 * its own messages.
 */
export function AccountPage() {
  const { t, ready } = useTranslation(['account', 'shell']);
  const [account, setAccount] = useState<Account | null>(null);
  const [failure, setFailure] = useState<string | string[]>('');
  const [attempt, setAttempt] = useState(0);
  const token = useAppSelector(selectSession).token ?? undefined;
  const dispatch = useAppDispatch();

  // Read when the page opens, and again on "Try again".
  useEffect(() => {
    let shown = true;
    void fetchJson<AccountAnswer>('/api/v1/me', { token }).then((result) => {
      if (!shown) return;
      if ('data' in result) {
        setAccount(result.data.data);
      } else {
        if (result.error.status === 401) dispatch(sessionExpired());
        setFailure(errorMessage(result.error));
      }
    });
    return () => {
      shown = false;
    };
  }, [attempt, token, dispatch]);

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
        <button
          type="button"
          className="button"
          onClick={() => {
            setFailure('');
            setAttempt(attempt + 1);
          }}
        >
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
