import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loading } from './Loading';

describe('Loading', () => {
  it("is a polite live status that says 'Waiting...' by default", () => {
    render(<Loading />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Waiting...');
  });

  it('takes another text, and the ring is hidden from screen readers', () => {
    render(<Loading text="Loading more" variant="inline" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading more');
    expect(status.className).toContain('sf-loading--inline');
    expect(status.querySelector('.sf-loading__ring')?.getAttribute('aria-hidden')).toBe('true');
  });
});
