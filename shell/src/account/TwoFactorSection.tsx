import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBox, TextField } from 'shared-ui';
import { type Account, useApiCall } from './useApiCall';

/** POST /api/v1/me/2fa/setup's answer (api/README.md, "Two-factor sign-in"). */
interface Setup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/**
 * Two-factor sign-in for staff (api/README.md, "Two-factor sign-in"): set up → the QR code and its key → a code of the
 * app turns it on → the ten recovery codes, shown this once. The QR code is the api's SVG shown
 * as an image (a data: address), never put into the page as markup.
 */
export function TwoFactorSection({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const setupCall = useApiCall<{ data: Setup }>();
  const enableCall = useApiCall<{ data: { recovery_codes: string[] } }>();

  const start = async () => {
    if (setupCall.pending) return;
    const answer = await setupCall.send('/api/v1/me/2fa/setup', 'POST');
    if (answer) setSetup(answer.data);
  };
  const enable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enableCall.pending) return;
    const answer = await enableCall.send('/api/v1/me/2fa/enable', 'POST', { code: code.trim() });
    if (answer) setRecoveryCodes(answer.data.recovery_codes);
  };

  let body;
  if (recoveryCodes) {
    body = (
      <>
        <MessageBox message={t('twoFactor.codesLead')} error={false} />
        <h3 id="account-recovery-codes">{t('twoFactor.codes')}</h3>
        <ul aria-labelledby="account-recovery-codes" className="shell-account__codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
      </>
    );
  } else if (account.two_factor) {
    body = <p>{t('twoFactor.on')}</p>;
  } else if (setup) {
    body = (
      <>
        <p>{t('twoFactor.scan')}</p>
        <img
          className="shell-account__qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
          alt={t('twoFactor.qr')}
          width={200}
          height={200}
        />
        <p>
          {t('twoFactor.key')} <code className="shell-account__secret">{setup.secret}</code>
        </p>
        <MessageBox message={enableCall.failure} error />
        <form onSubmit={enable} className="form" noValidate>
          <TextField
            label={t('code.label')}
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            maxLength={40}
            value={code}
            onChange={setCode}
          />
          <button type="submit" className="button" aria-disabled={enableCall.pending || undefined}>
            {enableCall.pending ? t('twoFactor.enabling') : t('twoFactor.enable')}
          </button>
        </form>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('twoFactor.off')}</p>
        <MessageBox message={setupCall.failure} error />
        <button
          type="button"
          className="button"
          onClick={() => void start()}
          aria-disabled={setupCall.pending || undefined}
        >
          {setupCall.pending ? t('twoFactor.settingUp') : t('twoFactor.setUp')}
        </button>
      </>
    );
  }

  return (
    <section className="shell-account__section" aria-labelledby="account-two-factor">
      <h2 id="account-two-factor">{t('twoFactor.heading')}</h2>
      {body}
    </section>
  );
}
