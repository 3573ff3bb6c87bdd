import type { ProductSummary } from './catalogue-data';
import { ProductCard } from './ProductCard';

export interface ProductGridProps {
  products: readonly ProductSummary[];
  onOpen(href: string): void;
  label: string;
  from?: string;
  /** The list still waits for its first page: empty cards of the same shape hold its place until it arrives. */
  awaitingFirstPage?: boolean;
}

/** How many placeholder cards stand in for a list's first page: more than a phone screen holds. */
const FIRST_PAGE_PLACEHOLDERS = 6;

/** A card's shape with nothing in it, hidden from screen readers (the list footer says 'Loading…'). */
function PlaceholderCard() {
  return (
    <li className="sf-products__item" aria-hidden="true" data-placeholder="">
      <span className="sf-product-card">
        <span className="sf-image" style={{ aspectRatio: '1' }} />
        <span className="sf-product-card__name">{'\u00a0'}</span>
        <span className="sf-product-card__meta">{'\u00a0'}</span>
        <span className="sf-product-card__type">{'\u00a0'}</span>
      </span>
    </li>
  );
}

/** The two-column product list. */
export function ProductGrid({ products, onOpen, label, from, awaitingFirstPage = false }: ProductGridProps) {
  return (
    <ul className="sf-products" aria-label={label}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} onOpen={onOpen} from={from} />
      ))}
      {awaitingFirstPage && products.length === 0 && Array.from({ length: FIRST_PAGE_PLACEHOLDERS }, (_, i) => <PlaceholderCard key={i} />)}
    </ul>
  );
}
