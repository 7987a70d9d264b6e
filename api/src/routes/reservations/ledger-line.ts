import {
  type LedgerField,
  ledgerLineProblems,
  type LedgerMethod,
  ruleSentence,
  toCents,
} from 'shared-domain';
import type { Translate } from '../../lib/i18n';
import type { LineToWrite } from '../../repositories/ledger-write';
import type { NewLedgerLineBody } from 'shared-domain/wire';

/** A line's fields in its form's order: the order its problems are told in. */
export const LINE_FIELDS: readonly LedgerField[] = ['kind', 'amount', 'method', 'note', 'line_id'];

/** Empty or blank text is no note at all. */
export const optionalText = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** The body as the line to write, once ledgerLineProblems found nothing wrong with it. */
export function lineOf(body: NewLedgerLineBody): LineToWrite {
  const note = optionalText(body.note);
  if (body.kind === 'void') return { kind: 'void', lineId: body.line_id as number, note };
  return {
    kind: body.kind as Exclude<LineToWrite['kind'], 'void'>,
    amountCents: toCents(Number(body.amount)),
    method: (body.method || null) as LedgerMethod | null,
    note,
  };
}

/** What is wrong with a step's money lines, each sentence naming its line (1, 2, …). */
export function stepLineSentences(t: Translate, lines: readonly NewLedgerLineBody[]): string[] {
  return lines.flatMap((line, index) => {
    const problems = ledgerLineProblems(line);
    return LINE_FIELDS.flatMap((field) => {
      const problem = problems[field];
      return problem
        ? [t('ledger.stepLine', { n: index + 1, problem: ruleSentence(t, problem) })]
        : [];
    });
  });
}
