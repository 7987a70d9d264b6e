import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequest } from 'shared-auth';
import type { NewLedgerLine } from 'shared-domain';
import { useWriteLineMutation } from './moneyApi';

/** A step's lines still being written: the step's message, what is left, and whether it failed. */
export interface LinesInFlight {
  step: string;
  lines: NewLedgerLine[];
  /** How many lines the step had in all. */
  count: number;
  failed: boolean;
}

/**
 * Writes a step's lines after the step, one by one in order. A line that fails stops the rest:
 * the step stays recorded, the lines written stay written, and `retry` goes on from the line that
 * failed, so nothing is lost or written twice. Once every line is in, `onDone` says the step and
 * how many lines it wrote.
 */
export function useLinePosting(reservationId: number, onDone: (message: string) => void) {
  const { t } = useTranslation('admin');
  const [write, request] = useWriteLineMutation();
  const [inFlight, setInFlight] = useState<LinesInFlight | null>(null);

  const post = async (step: string, lines: NewLedgerLine[], count: number) => {
    for (const [index, line] of lines.entries()) {
      setInFlight({ step, lines: lines.slice(index), count, failed: false });
      const result = await write({ reservationId, line });
      if (result.error) {
        setInFlight({ step, lines: lines.slice(index), count, failed: true });
        return;
      }
    }
    setInFlight(null);
    onDone(count === 0 ? step : t('money.recorded', { step, count }));
  };

  const status = describeRequest(request, t('money.writing'));
  return {
    inFlight,
    status,
    post: (step: string, lines: NewLedgerLine[]) => void post(step, lines, lines.length),
    retry: () => {
      if (inFlight && !status.loading) void post(inFlight.step, inFlight.lines, inFlight.count);
    },
  };
}
