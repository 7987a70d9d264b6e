import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import { isValidISODate } from 'shared-domain';

/**
 * The day of the cash-up: a date picker whose every whole date is shown at once (a date half
 * typed waits). It follows the address when that changes (Back, a link).
 */
export function CashDayField({ day, onShow }: { day: string; onShow: (day: string) => void }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(day);
  const [shown, setShown] = useState(day);
  if (shown !== day) {
    setShown(day);
    setDraft(day);
  }
  return (
    <div className="admin-cash__day">
      <TextField
        label={t('cash.day')}
        hint={t('cash.day.hint')}
        type="date"
        value={draft}
        onChange={(value) => {
          setDraft(value);
          if (isValidISODate(value) && value !== day) onShow(value);
        }}
      />
    </div>
  );
}
