import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Account,
  type AccountResponse,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from 'shared-domain';
import { Field, MessageBox, PendingButton, TextField } from 'shared-ui';
import { useLanguageSelect } from '../layout/LanguageSwitch';
import { useApiCall, useKeepSession } from './useApiCall';

/** Name and phone, saved together; the language beside them. */
export function ProfileForm({
  account,
  onSaved,
}: {
  account: Account;
  onSaved: (account: Account) => void;
}) {
  const { t } = useTranslation('account');
  const [name, setName] = useState(account.name);
  const [phone, setPhone] = useState(account.phone ?? '');
  const [saved, setSaved] = useState(false);
  const { send, pending, failure, onSubmit } = useApiCall<AccountResponse>();
  const keepSession = useKeepSession();
  // The account's language, as the menu's switch chooses it (kept in the account and the
  // browser): the screen follows at once, and the mails are written in it.
  const languageSelect = useLanguageSelect();

  const submit = onSubmit(async () => {
    setSaved(false);
    const answer = await send('/api/v1/me', 'PATCH', { name, phone });
    if (!answer) return;
    onSaved(answer.data);
    keepSession(answer.data);
    setSaved(true);
  });

  return (
    <section className="shell-account__section" aria-labelledby="account-profile">
      <h2 id="account-profile">{t('profile.heading')}</h2>
      <MessageBox message={failure || (saved ? t('profile.saved') : '')} error={failure !== ''} />
      <form onSubmit={submit} className="form" noValidate>
        <TextField
          label={t('profile.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={TEXT_MAX_LENGTH}
          value={name}
          onChange={setName}
        />
        <TextField
          label={t('profile.phone')}
          type="tel"
          name="phone"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          hint={t('profile.phoneHint')}
          value={phone}
          onChange={setPhone}
        />
        <PendingButton type="submit" className="button" pending={pending}>
          {pending ? t('saving') : t('profile.save')}
        </PendingButton>
      </form>
      <Field label={t('profile.language')} hint={t('profile.languageHint')}>
        {(control) => <select {...control} name="language" {...languageSelect} />}
      </Field>
    </section>
  );
}
