import { describe, expect, it } from 'vitest';
import { locationLabel, locationOptions } from './location-options';

const tree = [
  {
    id: 1,
    name: 'Spain',
    children: [{ id: 10, name: 'Community of Madrid', children: [{ id: 100, name: 'Madrid' }] }],
  },
  { id: 2, name: 'Portugal', children: [] },
];

describe('location cascader', () => {
  it('turns the tree into options keyed by id', () => {
    expect(locationOptions(tree)).toEqual([
      {
        value: '1',
        label: 'Spain',
        children: [{ value: '10', label: 'Community of Madrid', children: [{ value: '100', label: 'Madrid' }] }],
      },
      { value: '2', label: 'Portugal', children: [] },
    ]);
  });

  it('names a complete location and nothing else', () => {
    expect(locationLabel(tree, { country_id: 1, state_id: 10, city_id: 100 })).toBe(
      'Spain / Community of Madrid / Madrid',
    );
    expect(locationLabel(tree, { country_id: 1, state_id: 10, city_id: 0 })).toBe('');
    expect(locationLabel([], { country_id: 1, state_id: 10, city_id: 100 })).toBe('');
  });
});
