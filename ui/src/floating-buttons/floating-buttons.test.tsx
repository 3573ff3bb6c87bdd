import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endExitAnimation, mockExitAnimations } from '../internal/overlay/testing';
import {
  displayPhone,
  FloatingButtons,
  hasRepresentativePhone,
  telHref,
  type SalesRepresentative,
} from './FloatingButtons';

const rep: SalesRepresentative = {
  headimg: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  first_name: 'Amina',
  last_name: 'Wanjiru',
  position: 'Sales consultant',
  level_name: 'Senior',
  area_code: '254',
  phone: '712345678',
};

const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('rules', () => {
  it('tel link and shown phone carry the area code', () => {
    expect(telHref('254', '712345678')).toBe('tel:+254712345678');
    expect(telHref('+254', '712 345-678')).toBe('tel:+254712345678');
    expect(displayPhone('+254', '712345678')).toBe('+254 712345678');
    expect(displayPhone('', '712345678')).toBe('712345678');
  });

  it('the representative counts only with a phone', () => {
    expect(hasRepresentativePhone(rep)).toBe(true);
    expect(hasRepresentativePhone({ ...rep, phone: ' ' })).toBe(false);
    expect(hasRepresentativePhone(null)).toBe(false);
    expect(hasRepresentativePhone(undefined)).toBe(false);
  });
});

describe('FloatingButtons', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a named group with one button per handler, in order', () => {
    render(
      <FloatingButtons
        onScrollTop={() => undefined}
        onCalculator={() => undefined}
        onStore={() => undefined}
        representative={rep}
      />,
    );
    expect(screen.getByRole('group', { name: 'Quick actions' })).toBeTruthy();
    expect(names()).toEqual(['Back to top', 'Calculator', 'Store appointment', 'Sales representative']);
  });

  it('shows only the buttons it has handlers or data for', () => {
    render(<FloatingButtons onCalculator={() => undefined} />);
    expect(names()).toEqual(['Calculator']);
  });

  it('renders nothing with nothing to offer', () => {
    const { container } = render(<FloatingButtons representative={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('each button calls its handler', () => {
    const onScrollTop = vi.fn();
    const onCalculator = vi.fn();
    const onStore = vi.fn();
    render(<FloatingButtons onScrollTop={onScrollTop} onCalculator={onCalculator} onStore={onStore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    fireEvent.click(screen.getByRole('button', { name: 'Calculator' }));
    fireEvent.click(screen.getByRole('button', { name: 'Store appointment' }));
    expect([onScrollTop, onCalculator, onStore].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('no representative button without a phone', () => {
    render(<FloatingButtons onCalculator={() => undefined} representative={{ ...rep, phone: '' }} />);
    expect(screen.queryByRole('button', { name: 'Sales representative' })).toBeNull();
  });

  it('the representative button opens a card with photo, names, position, level, phone and a Call link', () => {
    render(<FloatingButtons representative={rep} />);
    const toggle = screen.getByRole('button', { name: 'Sales representative' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const card = screen.getByRole('region', { name: 'Sales representative card' });
    expect(toggle.getAttribute('aria-controls')).toBe(card.id);
    expect(card.querySelector('img')?.getAttribute('src')).toBe(rep.headimg);
    for (const text of ['Amina', 'Wanjiru', 'Sales consultant', 'Senior', '+254 712345678'])
      expect(screen.getByText(text)).toBeTruthy();
    const call = screen.getByRole('link', { name: 'Call Amina Wanjiru' });
    expect(call.getAttribute('href')).toBe('tel:+254712345678');
    expect(call.textContent).toContain('Call');
  });

  it('Escape closes the card and returns focus to its button; the card leaves after its exit animation', () => {
    mockExitAnimations();
    render(<FloatingButtons representative={rep} />);
    const toggle = screen.getByRole('button', { name: 'Sales representative' });
    fireEvent.click(toggle);
    screen.getByRole('link', { name: /^Call/ }).focus();
    fireEvent.keyDown(screen.getByRole('link', { name: /^Call/ }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    const card = screen.getByRole('region', { name: 'Sales representative card' });
    expect(card.dataset.state).toBe('closed');
    act(() => vi.advanceTimersByTime(1000));
    expect(card.isConnected).toBe(true);
    endExitAnimation(card);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('the Close button and a tap elsewhere close it too', () => {
    render(<FloatingButtons representative={rep} />);
    const toggle = screen.getByRole('button', { name: 'Sales representative' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.pointerDown(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('the card disappears when the phone goes away', () => {
    const { rerender } = render(<FloatingButtons representative={rep} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sales representative' }));
    rerender(<FloatingButtons representative={{ ...rep, phone: '' }} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('Back to top shows only while scrollTopVisible (default true)', () => {
    const onScrollTop = vi.fn();
    const { rerender } = render(<FloatingButtons onScrollTop={onScrollTop} onCalculator={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(onScrollTop).toHaveBeenCalledTimes(1);
    rerender(<FloatingButtons onScrollTop={onScrollTop} scrollTopVisible={false} onCalculator={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Calculator' })).toBeTruthy();
  });
});
