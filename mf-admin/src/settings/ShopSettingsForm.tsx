import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  openingHoursProblem,
  PHONE_MAX_LENGTH,
  ruleSentence,
  SHOP_FIELDS,
  type RuleProblem,
  type ShopField,
  type ShopProfile,
  type ShopProfileChanges,
  shopTextProblem,
  TEXT_MAX_LENGTH,
} from 'shared-domain';
import { RequestOutcome, TextField } from 'shared-ui';
import { FORM_NAMESPACES } from '../ui/i18n';
import { SubmitButton } from '../ui/SubmitButton';
import { OpeningHoursFields } from './OpeningHoursFields';
import { useSaveShopMutation } from './settingsApi';

const TEXT_FIELDS = [
  { field: 'name', max: TEXT_MAX_LENGTH, autoComplete: 'organization', type: 'text' },
  { field: 'address', max: ADDRESS_MAX_LENGTH, autoComplete: 'street-address', type: 'text' },
  { field: 'phone', max: PHONE_MAX_LENGTH, autoComplete: 'tel', type: 'tel' },
  { field: 'email', max: EMAIL_MAX_LENGTH, autoComplete: 'email', type: 'email' },
] as const;

/**
 * The shop's profile as the owner edits it. Each field is checked with the api's own rules
 * (shared-domain's rules/shop.ts), so a problem shows under its field in the api's words before
 * anything is sent; the api's answer (saved, or a refusal) shows above the button.
 */
export function ShopSettingsForm({ shop }: { shop: ShopProfile }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const [values, setValues] = useState<ShopProfileChanges>(() => ({
    name: shop.name,
    address: shop.address,
    phone: shop.phone,
    email: shop.email,
    opening_hours: shop.opening_hours,
  }));
  const [tried, setTried] = useState(false);
  const [saveShop, request] = useSaveShopMutation();
  const status = describeRequest(request, t('settings.pending'));

  const problemOf = (field: ShopField): RuleProblem | null =>
    field === 'opening_hours'
      ? openingHoursProblem(values.opening_hours)
      : shopTextProblem(field, values[field]);
  const sentence = (field: ShopField) => {
    const problem = problemOf(field);
    return tried && problem ? ruleSentence(t, problem) : null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (status.loading) return;
    const first = SHOP_FIELDS.find((field) => problemOf(field) !== null);
    if (first) {
      // The first field in trouble takes the focus, as in the other forms (a day: its first input).
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void saveShop(values);
  };

  return (
    <form className="form admin-settings" noValidate onSubmit={submit} aria-busy={status.loading}>
      {TEXT_FIELDS.map(({ field, max, autoComplete, type }) => (
        <TextField
          key={field}
          label={t(`rules:${field}`)}
          error={sentence(field)}
          name={field}
          type={type}
          autoComplete={autoComplete}
          maxLength={max}
          value={values[field]}
          onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
        />
      ))}
      <OpeningHoursFields
        hours={values.opening_hours}
        onChange={(hours) => setValues((current) => ({ ...current, opening_hours: hours }))}
        error={sentence('opening_hours')}
      />
      <div className="admin-settings__result">
        <RequestOutcome status={status} />
      </div>
      <SubmitButton status={status}>{t('settings.save')}</SubmitButton>
    </form>
  );
}
