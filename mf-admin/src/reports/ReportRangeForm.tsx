import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { TextField } from 'shared-ui';
import { MAX_REPORT_MONTHS, reportRangeProblems, ruleSentence } from 'shared-domain';
import { FORM_NAMESPACES } from '../ui/i18n';
import { useDraft } from '../ui/useDraft';
import '../ui/filter-form.css';
import type { ReportRange } from './reportRequest';

interface Props {
  /** The months the report shows now (the page's address). */
  range: ReportRange;
  onShow: (range: ReportRange) => void;
}

/**
 * The report's months: the admin sets both, then asks at once. The form says what is wrong with
 * them in the api's own sentences, under the field, before asking (a browser without a month picker takes typed
 * `YYYY-MM`). It follows the address when that changes (Back, a link).
 */
export function ReportRangeForm({ range, onShow }: Props) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const [problems, setProblems] = useState<ReturnType<typeof reportRangeProblems>>({});
  const [draft, setDraft] = useDraft(range, () => setProblems({}));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = reportRangeProblems(draft.from, draft.to);
    setProblems(found);
    if (!found.from && !found.to) onShow(draft);
  };

  const fromProblem = problems.from && ruleSentence(t, problems.from);
  const toProblem = problems.to && ruleSentence(t, problems.to);

  return (
    <form
      className="admin-filter-form"
      aria-label={t('report.months')}
      onSubmit={submit}
      noValidate
    >
      <div className="admin-filter-form__fields admin-filter-form__fields--wide">
        <TextField
          label={t('filters.from')}
          hint={t('report.from.hint')}
          error={fromProblem}
          announceError
          type="month"
          value={draft.from}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <TextField
          label={t('filters.to')}
          hint={t('report.to.hint', { count: MAX_REPORT_MONTHS })}
          error={toProblem}
          announceError
          type="month"
          value={draft.to}
          onChange={(to) => setDraft({ ...draft, to })}
        />
      </div>
      <div className="admin-filter-form__actions">
        <button type="submit" className="button admin-filter-form__button">
          {t('report.show')}
        </button>
      </div>
    </form>
  );
}
