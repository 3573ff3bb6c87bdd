import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link';

describe('share link', () => {
  it('is the page itself', () => {
    expect(shareLink('https://shop.example/product-detail?id=4')).toBe('https://shop.example/product-detail?id=4');
  });

  it('never carries a token or the like, whatever its name', () => {
    expect(
      shareLink(
        'https://shop.example/cases-detail?id=9&access_user_token=u_1&X-Guest-Token=g&token=t&code=123&caseId=2#frag',
      ),
    ).toBe('https://shop.example/cases-detail?id=9&caseId=2');
  });
});
