import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { ICONS } from './icons';
import { PAGE_ICONS } from './page-icons';

describe('Icon', () => {
  it('is decorative (hidden from screen readers) unless it has a label', () => {
    const { container } = render(<Icon name="search" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
  });

  it('with a label it is an image of that name', () => {
    render(<Icon name="star" label="Brand" size={14} />);
    const img = screen.getByRole('img', { name: 'Brand' });
    expect(img.getAttribute('width')).toBe('14');
  });

  it('draws every shape of its icon, filled or stroked in the text colour', () => {
    const { container } = render(<Icon name="pin" />);
    const paths = Array.from(container.querySelectorAll('path'));
    expect(paths).toHaveLength(ICONS.pin.shapes.length);
    expect(paths.map((p) => p.getAttribute('fill'))).toEqual(['none', 'currentColor']);
  });

  it('draws an icon of a further set when given it, and the core icons still by name', () => {
    const { container } = render(
      <>
        <Icon name="success-filled" set={PAGE_ICONS} />
        <Icon name="search" set={PAGE_ICONS} />
      </>,
    );
    const [success, search] = Array.from(container.querySelectorAll('svg'));
    expect(success!.getAttribute('data-icon')).toBe('success-filled');
    expect(Array.from(success!.querySelectorAll('path')).map((p) => p.getAttribute('stroke'))).toEqual([
      null,
      'var(--sf-color-surface)',
    ]);
    expect(search!.querySelector('path')!.getAttribute('d')).toBe(ICONS.search.shapes[0]!.d);
  });

  it('the page icons never reuse a name of the core set, so a name is one drawing everywhere', () => {
    expect(Object.keys(PAGE_ICONS).filter((name) => name in ICONS)).toEqual([]);
  });
});
