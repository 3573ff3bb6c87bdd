import { KEPT_PREFIX } from '@storefront/sdk/offline';
import { describe, expect, it } from 'vitest';
import { clearSession, setDatacenter, setUserInfo } from '../session/state';
import { ownerOf, sessionKeptAnswers } from './kept-answers';

describe('answers kept for offline use in this session', () => {
  it('are forgotten on sign-in, sign-out and a region switch', () => {
    clearSession();
    setDatacenter('dc-eu');
    sessionStorage.clear();
    const answers = sessionKeptAnswers(sessionStorage);
    const keep = () => answers.keep('getMainPageBanner', {}, { list: [1] });
    const kept = () => answers.kept('getMainPageBanner', {});

    keep();
    expect(kept()).toEqual({ list: [1] });
    setUserInfo({ access_user_token: 'u1' });
    expect(kept()).toBeUndefined();
    keep();
    clearSession();
    expect(kept()).toBeUndefined();
    keep();
    setDatacenter('dc-us');
    expect(kept()).toBeUndefined();
    keep();
    expect(sessionKeptAnswers(sessionStorage).kept('getMainPageBanner', {})).toEqual({ list: [1] });
  });

  it('store who asked as a digest, never the user token', () => {
    setUserInfo({ access_user_token: 'secret-user-token' });
    sessionStorage.clear();
    sessionKeptAnswers(sessionStorage).keep('getMainPageBanner', {}, { list: [] });
    expect(sessionStorage.getItem(KEPT_PREFIX)).not.toContain('secret-user-token');
    expect(ownerOf('dc|a')).not.toBe(ownerOf('dc|b'));
    clearSession();
  });
});
