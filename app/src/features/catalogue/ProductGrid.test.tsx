import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductGrid } from './ProductGrid';
import type { ProductSummary } from './catalogue-data';

const product = {
  id: 7,
  product_name: 'Calacatta Oro',
  product_number: 'MA-07',
  product_spec_name: '60x120',
  type_name: 'Marble',
  preview: 'img/tile/7.svg',
} as ProductSummary;

describe('ProductGrid', () => {
  it('holds the first page place with cards hidden from screen readers while nothing has arrived', () => {
    const { container } = render(<ProductGrid products={[]} onOpen={vi.fn()} label="Products" awaitingFirstPage />);
    expect(container.querySelectorAll('li[data-placeholder][aria-hidden="true"]')).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Products' }).querySelectorAll('li:not([aria-hidden])')).toHaveLength(0);
  });

  it('shows the products and no placeholder once they are here', () => {
    const { container } = render(
      <ProductGrid products={[product]} onOpen={vi.fn()} label="Products" awaitingFirstPage />,
    );
    expect(container.querySelectorAll('li[data-placeholder]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Calacatta Oro/ }).getAttribute('href')).toBe('/product-detail?id=7');
  });

  it("loads a page's main list's first rows at once, the first picture at high priority, and the rest lazily", () => {
    const products = Array.from({ length: 6 }, (_, i) => ({ ...product, id: i + 1, product_name: `Tile ${i + 1}` }));
    const { container } = render(<ProductGrid products={products} onOpen={vi.fn()} label="Products" inFirstView />);
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([null, null, null, null, 'lazy', 'lazy']);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });

  it('keeps every picture lazy in a list further down a page (recommendations, related products)', () => {
    const { container } = render(
      <ProductGrid products={[product, { ...product, id: 8 }]} onOpen={vi.fn()} label="Recommended" />,
    );
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });
});
