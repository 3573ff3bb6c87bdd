import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TABS, isPlainClick, TabBar } from './TabBar';

describe('DEFAULT_TABS', () => {
  it('are the five sections with the spec routes', () => {
    expect(DEFAULT_TABS.map((t) => [t.key, t.label, t.href])).toEqual([
      ['home', 'Home', '/'],
      ['collections', 'Collections', '/product-center'],
      ['display', 'Display', '/template'],
      ['cases', 'Cases', '/cases'],
      ['account', 'Account', '/person'],
    ]);
  });
});

describe('TabBar', () => {
  it('is a navigation named Main of real links', () => {
    render(<TabBar items={DEFAULT_TABS} onNavigate={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Collections', '/product-center'],
      ['Display', '/template'],
      ['Cases', '/cases'],
      ['Account', '/person'],
    ]);
  });

  it('marks only the active link with aria-current="page"', () => {
    render(<TabBar items={DEFAULT_TABS} activeKey="cases" onNavigate={() => undefined} />);
    const current = screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual(['Cases']);
  });

  it('no link is current without activeKey', () => {
    render(<TabBar items={DEFAULT_TABS} onNavigate={() => undefined} />);
    expect(screen.getAllByRole('link').some((l) => l.hasAttribute('aria-current'))).toBe(false);
  });

  it('a plain click is handled by the page: default prevented, onNavigate(href, event)', () => {
    const onNavigate = vi.fn();
    render(<TabBar items={DEFAULT_TABS} onNavigate={onNavigate} />);
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'Display' }));
    expect(notCancelled).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('/template', expect.objectContaining({ type: 'click' }));
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('a %s click behaves as a link', (_name, init) => {
    const onNavigate = vi.fn();
    render(<TabBar items={DEFAULT_TABS} onNavigate={onNavigate} />);
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'Cases' }), init);
    expect(notCancelled).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('icons are decorative inline SVGs; a custom icon replaces the built-in one', () => {
    render(
      <TabBar
        items={[
          ...DEFAULT_TABS.slice(0, 1),
          {
            key: 'fav',
            label: 'Favourites',
            href: '/favorites',
            icon: <svg data-testid="custom" aria-hidden="true" />,
          },
        ]}
        onNavigate={() => undefined}
      />,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(screen.getByRole('link', { name: 'Favourites' })).getByTestId('custom')).toBeTruthy();
  });

  it('isPlainClick: only the main button without modifiers, not already handled', () => {
    const base = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
    expect(isPlainClick(base)).toBe(true);
    expect(isPlainClick({ ...base, defaultPrevented: true })).toBe(false);
    expect(isPlainClick({ ...base, button: 2 })).toBe(false);
  });

  it('shows the five default sections when no items are given', () => {
    render(<TabBar onNavigate={() => undefined} />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/product-center',
      '/template',
      '/cases',
      '/person',
    ]);
  });
});
