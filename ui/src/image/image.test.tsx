import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Image } from './Image';

const box = (container: HTMLElement) => container.querySelector<HTMLElement>('.sf-image')!;

describe('Image', () => {
  it('keeps its aspect ratio on the box', () => {
    const { container } = render(<Image src="a.png" alt="Tile" ratio={16 / 9} />);
    expect(parseFloat(box(container).style.aspectRatio)).toBeCloseTo(16 / 9);
  });

  it('loads lazily and decodes asynchronously by default', () => {
    render(<Image src="a.png" alt="Tile" ratio={1} />);
    const img = screen.getByRole('img', { name: 'Tile' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('lazy={false} loads eagerly', () => {
    render(<Image src="a.png" alt="Tile" ratio={1} lazy={false} />);
    const img = screen.getByRole('img', { name: 'Tile' });
    expect(img.hasAttribute('loading')).toBe(false);
    expect(img.hasAttribute('decoding')).toBe(false);
  });

  it('a priority picture is fetched first, eagerly, with its size, and marked to paint without the fade', () => {
    const { container } = render(
      <Image src="a.png" alt="Tile" ratio={750 / 420} priority={{ width: 750, height: 420 }} />,
    );
    const img = screen.getByRole('img', { name: 'Tile' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.hasAttribute('loading')).toBe(false);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '420']);
    expect(box(container).hasAttribute('data-priority')).toBe(true);
    expect(box(render(<Image src="b.png" alt="Other" ratio={1} />).container).hasAttribute('data-priority')).toBe(
      false,
    );
  });

  it('shows the placeholder until loaded, then the picture', () => {
    const onLoad = vi.fn();
    const { container } = render(<Image src="a.png" alt="Tile" ratio={1} onLoad={onLoad} />);
    expect(box(container).dataset.state).toBe('loading');
    fireEvent.load(screen.getByRole('img'));
    expect(box(container).dataset.state).toBe('loaded');
    expect(onLoad).toHaveBeenCalled();
  });

  it('a broken picture becomes a placeholder icon in the same box, still named by alt', () => {
    const onError = vi.fn();
    const { container } = render(<Image src="broken.png" alt="Tile" ratio={4 / 3} onError={onError} />);
    fireEvent.error(container.querySelector('img')!);
    expect(box(container).dataset.state).toBe('error');
    expect(parseFloat(box(container).style.aspectRatio)).toBeCloseTo(4 / 3);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Tile' }).querySelector('svg')).toBeTruthy();
    expect(onError).toHaveBeenCalled();
  });

  it('a decorative broken picture stays silent', () => {
    const { container } = render(<Image src="broken.png" alt="" ratio={1} />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a new src starts loading again', () => {
    const { container, rerender } = render(<Image src="a.png" alt="Tile" ratio={1} />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<Image src="b.png" alt="Tile" ratio={1} />);
    expect(box(container).dataset.state).toBe('loading');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('b.png');
  });

  it('mask: true is a dark overlay hidden from assistive tech; a node is laid over the picture', () => {
    const { container, rerender } = render(<Image src="a.png" alt="Tile" ratio={1} mask />);
    expect(container.querySelector('.sf-image__mask')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Image src="a.png" alt="Tile" ratio={1} mask={<span>Nairobi</span>} />);
    expect(container.querySelector('.sf-image__mask')?.textContent).toBe('Nairobi');
    rerender(<Image src="a.png" alt="Tile" ratio={1} />);
    expect(container.querySelector('.sf-image__mask')).toBeNull();
  });

  it('fit is passed to the styles', () => {
    const { container } = render(<Image src="a.png" alt="Tile" ratio={1} fit="contain" />);
    expect(box(container).dataset.fit).toBe('contain');
  });
});
