import { describe, expect, it } from 'vitest';
import { unseenAds, withSeen } from './ad-record';

describe('popup history per user name', () => {
  const ads = [{ id: 1 }, { id: 2 }];

  it('shows every ad to a user who has seen none', () => {
    expect(unseenAds(ads, {}, '34600111222')).toEqual(ads);
  });

  it('hides an ad once that user viewed it, and only for that user', () => {
    const record = withSeen({}, '34600111222', 1);
    expect(unseenAds(ads, record, '34600111222')).toEqual([{ id: 2 }]);
    expect(unseenAds(ads, record, '')).toEqual(ads);
  });

  it('records an id once', () => {
    const record = withSeen(withSeen({}, 'u', 1), 'u', 1);
    expect(record).toEqual({ u: [1] });
  });
});
