import { beforeEach, describe, expect, it } from 'vitest';
import { forgetTargetOutsideLogin, guardRoute, rememberedLoginTarget, rememberLoginTarget } from './guard';

describe('login-required routes', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends a guest to login and remembers the target', () => {
    expect(guardRoute(true, false, '/favorites?index=1')).toBe('/login');
    expect(rememberedLoginTarget()).toBe('/favorites?index=1');
  });

  it('lets a signed-in user through and routes without the rule', () => {
    expect(guardRoute(true, true, '/favorites')).toBeNull();
    expect(guardRoute(false, false, '/')).toBeNull();
    expect(rememberedLoginTarget()).toBeNull();
  });

  it('keeps the target while the user moves between login pages, forgets it outside them', () => {
    rememberLoginTarget('/calculator');
    forgetTargetOutsideLogin('/login');
    forgetTargetOutsideLogin('/login-text');
    expect(rememberedLoginTarget()).toBe('/calculator');
    forgetTargetOutsideLogin('/product-center');
    expect(rememberedLoginTarget()).toBeNull();
  });

  it('keeps the target through the route change of the guarded page itself, then forgets it outside login', () => {
    expect(guardRoute(true, false, '/complete-info?from=menu')).toBe('/login');
    // The app's route-change effect for the page the guest was on runs after the guard.
    forgetTargetOutsideLogin('/complete-info');
    forgetTargetOutsideLogin('/login');
    expect(rememberedLoginTarget()).toBe('/complete-info?from=menu');
    // Signed in and back on the page: now it is forgotten.
    forgetTargetOutsideLogin('/complete-info');
    expect(rememberedLoginTarget()).toBeNull();
  });

  it('never remembers an outside address or a login page', () => {
    rememberLoginTarget('https://evil.example/steal');
    expect(rememberedLoginTarget()).toBeNull();
    rememberLoginTarget('//evil.example');
    expect(rememberedLoginTarget()).toBeNull();
    rememberLoginTarget('/login');
    expect(rememberedLoginTarget()).toBeNull();
  });

  it('refuses a tampered stored target', () => {
    sessionStorage.setItem('sf.loginTarget', 'javascript:alert(1)');
    expect(rememberedLoginTarget()).toBeNull();
  });
});
