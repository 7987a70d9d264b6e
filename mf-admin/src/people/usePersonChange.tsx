import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import { ConfirmDialog, RequestOutcome } from 'shared-ui';
import type { Person } from 'shared-domain';
import { useChangePersonMutation } from './peopleApi';
import { ROLE_NAMES, type PersonChange } from './peopleRequest';
import { ChangedOutcome } from './ChangedOutcome';

/** The question for a change, and its details (what a YES will do, where it needs saying). */
function questionOf(change: PersonChange) {
  if ('role' in change) {
    return { question: 'people.ask.role', role: change.role, details: null } as const;
  }
  if ('two_factor' in change) {
    return {
      question: 'people.ask.twoFactor',
      role: null,
      details: 'people.ask.twoFactorDetails',
    } as const;
  }
  return change.blocked
    ? ({ question: 'people.ask.block', role: null, details: 'people.ask.blockDetails' } as const)
    : ({ question: 'people.ask.unblock', role: null, details: null } as const);
}

/**
 * The owner's change of a person (a role, a block, two-factor sign-in turned off) behind a YES/NO
 * question; the api's answer (what changed and the person's upcoming rides, or the refusal) shows
 * above the list and takes the focus. NO gives the focus back to the button that asked.
 */
export function usePersonChange() {
  const { t } = useTranslation('admin');
  const [asked, setAsked] = useState<{ person: Person; change: PersonChange } | null>(null);
  const [changePerson, request] = useChangePersonMutation();
  const status = describeRequest(request, t('people.saving'));
  const opener = useRef<HTMLButtonElement | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    // After the dialog's own effect has closed it, when the page is no longer inert.
    if (asked === null && refocus.current) {
      refocus.current = false;
      opener.current?.focus();
    }
  }, [asked]);

  const ask = (person: Person, change: PersonChange) => (event: MouseEvent<HTMLButtonElement>) => {
    if (status.loading) return;
    opener.current = event.currentTarget;
    setAsked({ person, change });
  };
  const yes = async () => {
    if (!asked) return;
    setAsked(null);
    await changePerson({ id: asked.person.id, change: asked.change });
    result.current?.focus();
  };
  const no = () => {
    refocus.current = true;
    setAsked(null);
  };

  const shown = asked && questionOf(asked.change);
  return {
    ask,
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
        open={asked !== null}
        question={
          asked && shown
            ? t(shown.question, {
                name: asked.person.name,
                role: shown.role ? t(ROLE_NAMES[shown.role]) : '',
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
