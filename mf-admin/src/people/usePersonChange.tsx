import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { ConfirmDialog, RequestOutcome } from 'shared-ui';
import type { Person } from 'shared-domain';
import { useConfirmedAction } from '../ui/useConfirmedAction';
import { useChangePersonMutation } from './peopleApi';
import { ROLE_NAMES, type PersonChange } from './peopleRequest';
import { ChangedOutcome } from './ChangedOutcome';

/** The question for a change, and its details (what a YES will do, where it needs saying). */
function questionOf(change: PersonChange) {
  if ('role' in change) return { question: 'people.ask.role', details: null } as const;
  if ('two_factor' in change) {
    return { question: 'people.ask.twoFactor', details: 'people.ask.twoFactorDetails' } as const;
  }
  return change.blocked
    ? ({ question: 'people.ask.block', details: 'people.ask.blockDetails' } as const)
    : ({ question: 'people.ask.unblock', details: null } as const);
}

/**
 * The owner's change of a person (a role, a block, two-factor sign-in turned off) behind a YES/NO
 * question (../ui/useConfirmedAction.ts); the api's answer (what changed and the person's
 * upcoming rides, or the refusal) shows above the list and takes the focus.
 */
export function usePersonChange() {
  const { t } = useTranslation('admin');
  const [changePerson, request] = useChangePersonMutation();
  const status = describeRequest(request, t('people.saving'));
  const { target, ask, no, yes, result } = useConfirmedAction<{
    person: Person;
    change: PersonChange;
  }>(({ person, change }) => changePerson({ id: person.id, change }), status.loading);

  const shown = target && questionOf(target.change);
  return {
    ask: (person: Person, change: PersonChange) => ask({ person, change }),
    busy: status.loading,
    outcome: (
      <div className="admin-people__result" ref={result} tabIndex={-1}>
        {request.isSuccess && request.data && request.originalArgs ? (
          <ChangedOutcome answer={request.data} change={request.originalArgs.change} />
        ) : (
          <RequestOutcome status={status} />
        )}
      </div>
    ),
    dialog: (
      <ConfirmDialog
        open={target !== null}
        question={
          target && shown
            ? t(shown.question, {
                name: target.person.name,
                role: 'role' in target.change ? t(ROLE_NAMES[target.change.role]) : '',
              })
            : ''
        }
        onYes={() => void yes()}
        onNo={no}
      >
        {shown?.details && <p>{t(shown.details)}</p>}
      </ConfirmDialog>
    ),
  };
}
