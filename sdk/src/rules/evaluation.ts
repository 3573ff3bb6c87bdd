/**
 * A store visit's evaluation (docs/product/appointments.md#records-and-evaluation): at least one star, every question
 * answered (single choice: one of its options; multiple choice: one or more of them; text: not empty), and a remark.
 * The records page says the first thing missing; the simulator refuses the same with the same words.
 */

import { m } from '../i18n/index.js';

export const NO_STAR_TEXT: string = m.appointment_no_star();
export const NO_REMARK_TEXT: string = m.appointment_no_remark();
export const notFilled = (question: string): string => m.appointment_question_not_filled({ question });

export interface EvaluationQuestion {
  id: number;
  item_name: string;
  /** 1 single choice, 2 multiple choice, 3 text. */
  type: number;
  slist: readonly { id: number }[];
}

/** Whether an answer ('3', '4,6' or text) answers a question. */
export function questionAnswered(question: EvaluationQuestion, value: string | undefined): boolean {
  const text = (value ?? '').trim();
  if (question.type === 3) return text !== '';
  const chosen = text.split(',').map((part) => part.trim());
  const valid = text !== '' && chosen.every((id) => question.slist.some((option) => String(option.id) === id));
  return valid && (question.type === 1 ? chosen.length === 1 : chosen.length >= 1);
}

/** The field an evaluation lacks first, with the words for it. */
export interface EvaluationProblem {
  field: 'star' | 'items' | 'star_remark';
  text: string;
}

/** The first thing an evaluation lacks, in the form's order, or null when it is complete. */
export function evaluationProblem(
  star: number,
  answers: Readonly<Record<number, string>>,
  remark: string,
  questions: readonly EvaluationQuestion[],
): EvaluationProblem | null {
  if (star < 1) return { field: 'star', text: NO_STAR_TEXT };
  const open = questions.find((q) => !questionAnswered(q, answers[q.id]));
  if (open) return { field: 'items', text: notFilled(open.item_name) };
  // A remark of spaces alone says nothing: it is refused as an empty one.
  return remark.trim() ? null : { field: 'star_remark', text: NO_REMARK_TEXT };
}

/** The words for the first thing an evaluation lacks, or null when it is complete. */
export function evaluationRefusal(
  star: number,
  answers: Readonly<Record<number, string>>,
  remark: string,
  questions: readonly EvaluationQuestion[],
): string | null {
  return evaluationProblem(star, answers, remark, questions)?.text ?? null;
}
