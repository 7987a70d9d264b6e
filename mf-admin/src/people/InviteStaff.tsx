import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest, errorMessage } from 'shared-auth';
import { ruleSentence, signupFieldProblem } from 'shared-domain';
import { Field, MessageBox, TextField } from 'shared-ui';
import { FORM_NAMESPACES } from '../ui/i18n';
import { SubmitButton } from '../ui/SubmitButton';
import { useInviteStaffMutation } from './peopleApi';
import type { Invitation } from './peopleRequest';
import { sentencesByField } from './sentencesByField';

const EMPTY: Invitation = { name: '', email: '', role: 'staff' };
const FIELDS = ['name', 'email'] as const;

/**
 * The owner invites someone to the desk: a name, an email and staff or owner. The api sends the
 * invitation mail (its link sets the first password); its refusals show under their fields.
 */
export function InviteStaff() {
  const { t } = useTranslation(FORM_NAMESPACES);
  const [values, setValues] = useState<Invitation>(EMPTY);
  const [tried, setTried] = useState(false);
  const [invite, request] = useInviteStaffMutation();
  const status = describeRequest(request, t('people.invite.pending'));
  const [invited, setInvited] = useState('');
  const refused = request.isError
    ? sentencesByField(errorMessage(request.error), {
        name: t('rules:name'),
        email: t('rules:email'),
      })
    : {};
  const problem = (field: (typeof FIELDS)[number]) => {
    const rule = signupFieldProblem(field, values[field]);
    if (tried && rule) return ruleSentence(t, rule);
    return refused[field]?.join(' ') || null;
  };
  const set = (field: keyof Invitation) => (value: string) => {
    setInvited('');
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (status.loading) return;
    const first = FIELDS.find((field) => signupFieldProblem(field, values[field]));
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const result = await invite({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
    });
    if ('data' in result) {
      setInvited(values.email.trim());
      setValues(EMPTY);
      setTried(false);
    }
  };

  return (
    <section className="admin-people__invite" aria-labelledby="admin-people-invite">
      <h2 id="admin-people-invite">{t('people.invite.title')}</h2>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`rules:${field}`)}
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete="off"
            error={problem(field)}
            value={values[field]}
            onChange={set(field)}
          />
        ))}
        <Field label={t('people.column.role')}>
          {(control) => (
            <select {...control} value={values.role} onChange={(e) => set('role')(e.target.value)}>
              <option value="staff">{t('people.role.staff')}</option>
              <option value="owner">{t('people.role.owner')}</option>
            </select>
          )}
        </Field>
        <MessageBox message={refused.other ?? ''} error />
        <MessageBox
          message={invited ? t('people.invite.sent', { email: invited }) : ''}
          error={false}
        />
        <SubmitButton status={status}>{t('people.invite.submit')}</SubmitButton>
      </form>
    </section>
  );
}
