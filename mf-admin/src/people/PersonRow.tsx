import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from 'shared-domain';
import { CardCell, CardRow, PendingButton } from 'shared-ui';
import { mailtoHref } from '../lib/mailto';
import type { Person } from 'shared-domain';
import { ROLE_NAMES, ROLES, type PersonChange } from './peopleRequest';

type Ask = (person: Person, change: PersonChange) => (event: MouseEvent<HTMLButtonElement>) => void;

interface Props {
  person: Person;
  /** The owner's actions (a role, a block, two-factor sign-in), or none for staff. */
  owner: boolean;
  /** The row is the signed-in owner's own: their two-factor sign-in is theirs to manage. */
  self: boolean;
  /** A change is on its way: every row waits. */
  busy: boolean;
  onAsk: Ask;
}

/** One person: a row of the table, a card on a phone. */
export function PersonRow({ person, owner, self, busy, onAsk }: Props) {
  const { t } = useTranslation('admin');
  const [role, setRole] = useState<Role>(person.role);
  const { name } = person;
  // Staff who lost their phone (docs/PRODUCT.md, "Who can do what").
  const resettable = person.two_factor && person.role !== 'rider' && !self;
  return (
    <CardRow className={person.blocked ? 'admin-people__row--blocked' : undefined}>
      <CardCell wide>
        <span className="admin-people__name">{name}</span>
      </CardCell>
      <CardCell label={t('people.column.email')}>
        <a href={mailtoHref(person.email)}>{person.email}</a>
      </CardCell>
      <CardCell label={t('people.column.phone')}>{person.phone ?? t('people.noPhone')}</CardCell>
      <CardCell label={t('people.column.role')}>
        {owner ? (
          <span className="admin-people__role">
            <select
              className="form__control"
              aria-label={t('people.roleOf', { name })}
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
            >
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(ROLE_NAMES[option])}
                </option>
              ))}
            </select>
            {role !== person.role && (
              <PendingButton
                className="button button--secondary"
                aria-label={t('people.changeRoleOf', { name })}
                pending={busy}
                onClick={onAsk(person, { role })}
              >
                {t('people.changeRole')}
              </PendingButton>
            )}
          </span>
        ) : (
          t(ROLE_NAMES[person.role])
        )}
      </CardCell>
      <CardCell label={t('people.column.access')}>
        {person.blocked ? (
          <strong className="admin-people__blocked">{t('people.blocked')}</strong>
        ) : (
          t('people.active')
        )}
      </CardCell>
      <CardCell label={t('people.column.upcoming')} number>
        {person.upcoming}
      </CardCell>
      <CardCell label={t('people.column.noShows')} number>
        {person.no_shows}
      </CardCell>
      {owner && (
        <CardCell action>
          <span className="admin-people__actions">
            <PendingButton
              className="button button--secondary"
              aria-label={t(person.blocked ? 'people.unblockName' : 'people.blockName', { name })}
              pending={busy}
              onClick={onAsk(person, { blocked: !person.blocked })}
            >
              {t(person.blocked ? 'people.unblock' : 'people.block')}
            </PendingButton>
            {resettable && (
              <PendingButton
                className="button button--secondary"
                aria-label={t('people.resetTwoFactorOf', { name })}
                pending={busy}
                onClick={onAsk(person, { two_factor: false })}
              >
                {t('people.resetTwoFactor')}
              </PendingButton>
            )}
          </span>
        </CardCell>
      )}
    </CardRow>
  );
}
