import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { describeRequest } from 'shared-auth';
import { MessageBox, TextField } from 'shared-ui';
import {
  blockReasonProblem,
  blockTimeProblems,
  type RuleProblem,
  ruleSentence,
  TEXT_MAX_LENGTH,
  type Block,
} from 'shared-domain';
import { FORM_NAMESPACES } from '../ui/i18n';
import { SubmitButton } from '../ui/SubmitButton';
import { useCheckedSubmit } from '../ui/useCheckedSubmit';
import { BlockConflicts, conflictsOf } from './BlockConflicts';
import { useCreateBlockMutation } from './blocksApi';
import '../desk/desk.css';
import './blocks.css';

interface Props {
  motorcycleId: number;
  /** Where the times start (`YYYY-MM-DDTHH:mm`), e.g. the day chosen on the timeline. */
  initial?: { from: string; to: string };
  onCreated: (block: Block, message: string) => void;
}

/**
 * Takes a scooter out of service: from, to (the shop's wall clock, end exclusive) and why. The
 * times and the reason are checked with the api's own rules first; a block over confirmed or out
 * rides is refused with those rides listed, each with its way out (BlockConflicts).
 */
export function BlockForm({ motorcycleId, initial, onCreated }: Props) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? '');
  const [reason, setReason] = useState('');
  const [createBlock, request] = useCreateBlockMutation();
  const status = describeRequest(request, t('saving'));
  const conflicts = request.isError ? conflictsOf(request.error) : [];

  const { from: fromError, to: toError } = blockTimeProblems(from, to);
  const reasonError = blockReasonProblem(reason);

  const { form, tried, onSubmit } = useCheckedSubmit(status.loading, async () => {
    if (fromError || toError || reasonError) return false;
    const result = await createBlock({ motorcycleId, block: { from, to, reason: reason.trim() } });
    if (result.data) onCreated(result.data.data, result.data.message);
  });

  // The errors show once a save was tried, and follow the fields from then on.
  const shown = (problem: RuleProblem | null | undefined) =>
    tried && problem ? ruleSentence(t, problem) : null;
  return (
    <form ref={form} className="form admin-desk-form" noValidate onSubmit={onSubmit}>
      <div className="admin-block-form__times">
        <TextField
          label={t('block.from')}
          error={shown(fromError)}
          type="datetime-local"
          value={from}
          onChange={setFrom}
        />
        <TextField
          label={t('block.to')}
          hint={t('block.to.hint')}
          error={shown(toError)}
          type="datetime-local"
          value={to}
          onChange={setTo}
        />
      </div>
      <TextField
        label={t('block.reason')}
        hint={t('block.reason.hint')}
        error={shown(reasonError)}
        maxLength={TEXT_MAX_LENGTH}
        autoComplete="off"
        value={reason}
        onChange={setReason}
      />
      {status.error && <MessageBox message={status.message} error />}
      {conflicts.length > 0 && <BlockConflicts key={request.requestId} conflicts={conflicts} />}
      <SubmitButton status={status} className="button admin-desk-button">
        {t('block.submit')}
      </SubmitButton>
    </form>
  );
}
