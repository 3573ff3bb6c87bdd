import { describe, expect, it } from 'vitest';
import { attributeValues, hasMoreAttributes, paragraphs, recommendedGroups, shownAttributes } from './attributes';

describe('attributes', () => {
  const list = [1, 2, 3, 4, 5, 6, 7];

  it('shows the first 5 until see all', () => {
    expect(shownAttributes(list, false)).toEqual([1, 2, 3, 4, 5]);
    expect(shownAttributes(list, true)).toEqual(list);
    expect(hasMoreAttributes(list)).toBe(true);
    expect(hasMoreAttributes(list.slice(0, 5))).toBe(false);
  });

  it('joins the values', () => {
    expect(attributeValues({ sattr_data: [{ attr_name: 'Matt' }, { attr_name: 'Satin' }] })).toBe('Matt, Satin');
  });
});

describe('recommended products', () => {
  it('keeps up to 5 a brand and drops empty brands', () => {
    const groups = [
      { brand_name: 'A', brand_product_list: [1, 2, 3, 4, 5, 6] },
      { brand_name: 'B', brand_product_list: [] },
      { brand_name: 'C', brand_product_list: [9] },
    ];
    expect(recommendedGroups(groups)).toEqual([
      { brand_name: 'A', brand_product_list: [1, 2, 3, 4, 5] },
      { brand_name: 'C', brand_product_list: [9] },
    ]);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines', () => {
    expect(paragraphs('One.\n\nTwo\nlines.\n \nThree.')).toEqual(['One.', 'Two\nlines.', 'Three.']);
    expect(paragraphs('')).toEqual([]);
  });
});
