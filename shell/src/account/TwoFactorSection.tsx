import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from 'shared-auth';
import type { Account, AccountResponse, TwoFactorSetup as Setup } from 'shared-domain';
import { MessageBox, PendingButton } from 'shared-ui';
import { CodeField } from './CodeField';
import { TwoFactorChange } from './TwoFactorChange';
import { useApiCall, useKeepSession } from './useApiCall';

interface RecoveryCodesAnswer {
  data: { recovery_codes: string[] };
}

/**
 * Two-factor sign-in for staff (api/README.md, "Two-factor sign-in"): set up → the QR code and
 * its key → a code of the app turns it on → the ten recovery codes, shown this once. Once on: new
 * recovery codes, or turning it off (which signs out the other devices and keeps this one; not
 * for staff where the shop requires it, which the page says instead). The
 * QR code is the api's SVG shown as an image (a data: address), never put into the page as
 * markup. When the form used is done, the focus moves to what came of it: the codes' heading, or
 * the section's once it is off.
 */
export function TwoFactorSection({
  account,
  onChanged,
}: {
  account: Account;
  onChanged: (account: Account) => void;
}) {
  const { t } = useTranslation('account');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<{ codes: string[]; lead: string } | null>(null);
  const [offNotice, setOffNotice] = useState('');
  const setupCall = useApiCall<{ data: Setup }>();
  const enableCall = useApiCall<RecoveryCodesAnswer>();
  const keepSession = useKeepSession();
  // Where the shop requires it of staff, the api refuses them turning it off: nothing offers it.
  const mustKeep = usePublicConfig()?.staffTwoFactor === 'required' && account.admin;
  const heading = useRef<HTMLHeadingElement>(null);
  const codesHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => codesHeading.current?.focus(), [recovery]);
  useEffect(() => {
    if (offNotice) heading.current?.focus();
  }, [offNotice]);

  const start = async () => {
    if (setupCall.pending) return;
    setOffNotice('');
    const answer = await setupCall.send('/api/v1/me/2fa/setup', 'POST');
    if (answer) setSetup(answer.data);
  };
  const enable = enableCall.onSubmit(async () => {
    const answer = await enableCall.send('/api/v1/me/2fa/enable', 'POST', { code: code.trim() });
    if (!answer) return;
    setRecovery({ codes: answer.data.recovery_codes, lead: t('twoFactor.codesLead') });
    setSetup(null);
    setCode('');
    onChanged({ ...account, two_factor: true });
  });
  const renewed = (answer: RecoveryCodesAnswer) =>
    setRecovery({ codes: answer.data.recovery_codes, lead: t('twoFactor.newCodes.lead') });
  const turnedOff = (answer: AccountResponse & { message: string }) => {
    // Every other session has ended: the answer's token is the one that works.
    keepSession(answer.data, answer.token);
    setRecovery(null);
    setOffNotice(answer.message);
    onChanged(answer.data);
  };

  let body;
  if (account.two_factor) {
    body = (
      <>
        {recovery ? (
          <>
            <MessageBox message={recovery.lead} error={false} />
            <h3 id="account-recovery-codes" ref={codesHeading} tabIndex={-1}>
              {t('twoFactor.codes')}
            </h3>
            <ul aria-labelledby="account-recovery-codes" className="shell-account__codes">
              {recovery.codes.map((recoveryCode) => (
                <li key={recoveryCode}>
                  <code>{recoveryCode}</code>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('twoFactor.on')}</p>
        )}
        <TwoFactorChange kind="codes" onDone={renewed} />
        {mustKeep ? (
          <p>{t('twoFactor.mustKeep')}</p>
        ) : (
          <TwoFactorChange kind="off" onDone={turnedOff} />
        )}
      </>
    );
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
          <CodeField name="one-time-code" inputMode="numeric" value={code} onChange={setCode} />
          <PendingButton type="submit" className="button" pending={enableCall.pending}>
            {enableCall.pending ? t('twoFactor.enabling') : t('twoFactor.enable')}
          </PendingButton>
        </form>
      </>
    );
  } else {
    body = (
      <>
        <MessageBox message={offNotice} error={false} />
        <p>{t('twoFactor.off')}</p>
        <MessageBox message={setupCall.failure} error />
        <PendingButton className="button" onClick={() => void start()} pending={setupCall.pending}>
          {setupCall.pending ? t('twoFactor.settingUp') : t('twoFactor.setUp')}
        </PendingButton>
      </>
    );
  }

  return (
    <section className="shell-account__section" aria-labelledby="account-two-factor">
      <h2 id="account-two-factor" ref={heading} tabIndex={-1}>
        {t('twoFactor.heading')}
      </h2>
      {body}
    </section>
  );
}
