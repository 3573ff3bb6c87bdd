import { describe, expect, it } from 'vitest';
import { evaluationRefusal, NO_REMARK_TEXT, NO_STAR_TEXT } from './evaluation';

const questions = [
  { id: 1, item_name: 'Was your adviser helpful', type: 1 as const, slist: [{ id: 1, item_name: 'Yes' }, { id: 2, item_name: 'No' }] },
  { id: 2, item_name: 'What did you like', type: 2 as const, slist: [{ id: 4, item_name: 'Displays' }, { id: 5, item_name: 'Samples' }] },
  { id: 3, item_name: 'What could we do better', type: 3 as const, slist: [] },
];
const full = { 1: '1', 2: '4,5', 3: 'More parking' };

describe('evaluationRefusal', () => {
  it('asks for the stars first, then each question in order, then the remark', () => {
    expect(evaluationRefusal(0, full, 'Great', questions)).toBe(NO_STAR_TEXT);
    expect(evaluationRefusal(5, { ...full, 1: '' }, 'Great', questions)).toBe('Was your adviser helpful is not filled');
    expect(evaluationRefusal(5, { ...full, 2: '' }, 'Great', questions)).toBe('What did you like is not filled');
    expect(evaluationRefusal(5, { ...full, 3: '   ' }, 'Great', questions)).toBe('What could we do better is not filled');
    expect(evaluationRefusal(5, full, ' ', questions)).toBe(NO_REMARK_TEXT);
    expect(evaluationRefusal(4, full, 'Great', questions)).toBeNull();
  });

  it('takes one choice for a single-choice question and one or more for a multiple one', () => {
    expect(evaluationRefusal(5, { ...full, 1: '1,2' }, 'Great', questions)).toBe('Was your adviser helpful is not filled');
    expect(evaluationRefusal(5, { ...full, 2: '5' }, 'Great', questions)).toBeNull();
  });
});
