/**
 * The api's 422 sentences, one per wrong field in the request's language ("Email has already been
 * taken", "Nome: troppo corto"), each under the field whose label (in the language shown) it
 * starts with; any other sentence under `other`.
 */
export function sentencesByField<Field extends string>(
  message: string | string[],
  labels: Record<Field, string>,
): Partial<Record<Field | 'other', string[]>> {
  const found: Partial<Record<Field | 'other', string[]>> = {};
  const fields = Object.keys(labels) as Field[];
  for (const sentence of Array.isArray(message) ? message : [message]) {
    if (!sentence) continue;
    const words = sentence.replace(/^[«"']/, '').toLowerCase();
    const field = fields.find((name) => words.startsWith(labels[name].toLowerCase())) ?? 'other';
    (found[field] ??= []).push(sentence);
  }
  return found;
}
