import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endExitAnimation, mockExitAnimations } from '../internal/overlay/testing';
import { HeaderMenu, nextMenuIndex } from './HeaderMenu';

function Demo({
  onNavigate = () => undefined,
  activeKey,
}: {
  onNavigate?: (href: string) => void;
  activeKey?: string;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={toggle} type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Menu
      </button>
      <button type="button">After</button>
      <HeaderMenu
        open={open}
        activeKey={activeKey}
        onClose={() => {
          setOpen(false);
          toggle.current?.focus();
        }}
        onNavigate={(href) => {
          onNavigate(href);
          setOpen(false);
        }}
      />
    </>
  );
}

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Menu' }));

describe('nextMenuIndex', () => {
  it('arrows wrap; Home and End jump; other keys do nothing', () => {
    expect(nextMenuIndex('ArrowDown', 4, 5)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 0, 5)).toBe(4);
    expect(nextMenuIndex('ArrowUp', -1, 5)).toBe(4);
    expect(nextMenuIndex('ArrowDown', -1, 5)).toBe(0);
    expect(nextMenuIndex('Home', 3, 5)).toBe(0);
    expect(nextMenuIndex('End', 0, 5)).toBe(4);
    expect(nextMenuIndex('a', 0, 5)).toBeNull();
    expect(nextMenuIndex('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('HeaderMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders nothing while closed', () => {
    render(<Demo />);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a named menu of the five sections as links; the current one marked', () => {
    render(<Demo activeKey="cases" />);
    openMenu();
    const menu = screen.getByRole('menu', { name: 'Main menu' });
    const items = screen.getAllByRole('menuitem');
    expect(menu.contains(items[0]!)).toBe(true);
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Collections', '/product-center'],
      ['Display', '/template'],
      ['Cases', '/cases'],
      ['Account', '/person'],
    ]);
    expect(items.filter((i) => i.getAttribute('aria-current') === 'page').map((i) => i.textContent)).toEqual(['Cases']);
  });

  it('focus goes to the current entry on open (the first without one); arrows, Home and End move it', () => {
    render(<Demo activeKey="display" />);
    openMenu();
    expect(document.activeElement?.textContent).toBe('Display');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Cases');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Home');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Account');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Home');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Account');
  });

  it('first entry gets focus when no section is current', () => {
    render(<Demo />);
    openMenu();
    expect(document.activeElement?.textContent).toBe('Home');
  });

  it('Escape closes; focus back on the toggle; nothing left once the exit animation has ended', () => {
    mockExitAnimations();
    render(<Demo />);
    openMenu();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
    const menu = document.querySelector('.sf-header-menu')!;
    expect(menu.getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(1000));
    // The backdrop's fade ending is not the end: the panel's is.
    fireEvent.animationEnd(menu.querySelector('.sf-header-menu__backdrop')!);
    expect(menu.isConnected).toBe(true);
    endExitAnimation(menu.querySelector('.sf-header-menu__panel')!);
    expect(document.querySelector('.sf-header-menu')).toBeNull();
  });

  it('Tab closes it too', () => {
    render(<Demo />);
    openMenu();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('a tap on the dimmed page closes it', () => {
    render(<Demo />);
    openMenu();
    fireEvent.click(document.querySelector('.sf-header-menu__backdrop')!);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('a plain click navigates by the page; a modifier click is left to the browser', () => {
    const onNavigate = vi.fn();
    render(<Demo onNavigate={onNavigate} />);
    openMenu();
    expect(fireEvent.click(screen.getByRole('menuitem', { name: 'Account' }), { metaKey: true })).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(fireEvent.click(screen.getByRole('menuitem', { name: 'Collections' }))).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('/product-center');
  });
});
