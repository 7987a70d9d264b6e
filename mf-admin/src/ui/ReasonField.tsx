import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import './i18n';

/** The api's limit for the shop's reason (api/README.md, "Cancelling"). */
const REASON_MAX_LENGTH = 100;

/**
 * The shop's optional reason for cancelling a rider's ride, told to the rider in the
 * cancellation mail (docs/PRODUCT.md, "Cancelling"): in the list's question and at the desk.
 */
export function ReasonField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      label={t('cancel.reason')}
      hint={t('cancel.reasonHint')}
      value={value}
      onChange={onChange}
      maxLength={REASON_MAX_LENGTH}
      autoComplete="off"
    />
  );
}
