import type { Question } from './appointment-data';

export const NO_STAR_TEXT = 'The evaluate is not filled';
export const NO_REMARK_TEXT = 'The remark is not filled';
export const notFilled = (question: string) => `${question} is not filled`;

/**
 * Why an evaluation cannot be sent yet (tools-and-account.md §5), in the order the form reads: at least one star,
 * every question answered (one choice, at least one choice, or some text), and a remark. Null when complete.
 */
export function evaluationRefusal(star: number, answers: Readonly<Record<number, string>>, remark: string, questions: readonly Question[]): string | null {
  if (star < 1) return NO_STAR_TEXT;
  for (const q of questions) {
    const value = (answers[q.id] ?? '').trim();
    const chosen = value.split(',').filter(Boolean);
    const answered = q.type === 3 ? value !== '' : q.type === 1 ? chosen.length === 1 : chosen.length >= 1;
    if (!answered) return notFilled(q.item_name);
  }
  return remark.trim() ? null : NO_REMARK_TEXT;
}
