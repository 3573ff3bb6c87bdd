import { describe, expect, it } from 'vitest';
import { evaluationProblem, evaluationRefusal, NO_REMARK_TEXT, NO_STAR_TEXT, questionAnswered } from './evaluation.js';

const questions = [
  { id: 1, item_name: 'Was your adviser helpful', type: 1, slist: [{ id: 1 }, { id: 2 }] },
  { id: 2, item_name: 'What did you like', type: 2, slist: [{ id: 4 }, { id: 5 }] },
  { id: 3, item_name: 'What could we do better', type: 3, slist: [] },
];
const full = { 1: '1', 2: '4,5', 3: 'More parking' };

describe('evaluationRefusal', () => {
  it('asks for the stars first, then each question in order, then the remark', () => {
    expect(evaluationRefusal(0, full, 'Great', questions)).toBe(NO_STAR_TEXT);
    expect(evaluationRefusal(5, { ...full, 1: '' }, 'Great', questions)).toBe('Was your adviser helpful is not filled');
    expect(evaluationRefusal(5, { ...full, 2: '' }, 'Great', questions)).toBe('What did you like is not filled');
    expect(evaluationRefusal(5, { ...full, 3: '   ' }, 'Great', questions)).toBe(
      'What could we do better is not filled',
    );
    expect(evaluationRefusal(5, full, ' ', questions)).toBe(NO_REMARK_TEXT);
    expect(evaluationRefusal(4, full, 'Great', questions)).toBeNull();
  });

  it('takes one choice for a single-choice question and one or more for a multiple one, of its own options', () => {
    expect(evaluationRefusal(5, { ...full, 1: '1,2' }, 'Great', questions)).toBe(
      'Was your adviser helpful is not filled',
    );
    expect(evaluationRefusal(5, { ...full, 2: '5' }, 'Great', questions)).toBeNull();
    expect(questionAnswered(questions[1]!, '4,99')).toBe(false);
    expect(questionAnswered(questions[0]!, '3')).toBe(false);
  });
});

describe('evaluationProblem', () => {
  it('names the field a 400 names, so the simulator answers with the same rule', () => {
    expect(evaluationProblem(0, full, 'Great', questions)).toEqual({ field: 'star', text: NO_STAR_TEXT });
    expect(evaluationProblem(5, { ...full, 1: '' }, 'Great', questions)?.field).toBe('items');
    expect(evaluationProblem(5, full, '   ', questions)).toEqual({ field: 'star_remark', text: NO_REMARK_TEXT });
    expect(evaluationProblem(5, full, 'Great', questions)).toBeNull();
  });
});
