import { describe, expect, it } from 'vitest';
import { changedProfileFields, formOfUser } from './rules';

describe('profile fields', () => {
  it('fills the form from what is known of the user, empty for the rest', () => {
    expect(formOfUser({ first_name: 'Ana', country_id: 3 })).toMatchObject({
      first_name: 'Ana',
      last_name: '',
      country_id: 3,
      state_id: 0,
      gender: '',
    });
    expect(formOfUser(null).email).toBe('');
  });

  it('answers only the fields that differ from the saved ones, trimmed', () => {
    const saved = formOfUser({ first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', city_id: 4 });
    expect(changedProfileFields({ ...saved, first_name: ' Marta ', city_id: 5 }, saved)).toEqual({
      first_name: 'Marta',
      city_id: 5,
    });
    expect(changedProfileFields({ ...saved, last_name: 'Ruiz ' }, saved)).toEqual({});
  });
});
