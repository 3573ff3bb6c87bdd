import type { ProductSummary } from './catalogue-data';
import { ProductCard } from './ProductCard';

export interface ProductGridProps {
  products: readonly ProductSummary[];
  onOpen(href: string): void;
  label: string;
  from?: string;
  /** The list still waits for its first page: empty cards of the same shape hold its place until it arrives. */
  awaitingFirstPage?: boolean;
  /** The list is the page's main content, at the top: its first rows' pictures load at once, the first one first. */
  inFirstView?: boolean;
}

/** The cards of the first view at 375 px: two rows of two. */
const FIRST_VIEW_CARDS = 4;

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
export function ProductGrid({
  products,
  onOpen,
  label,
  from,
  awaitingFirstPage = false,
  inFirstView = false,
}: ProductGridProps) {
  const firstViewOf = (index: number) =>
    !inFirstView || index >= FIRST_VIEW_CARDS ? undefined : index === 0 ? 'largest' : 'shown';
  return (
    <ul className="sf-products" aria-label={label}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} onOpen={onOpen} from={from} firstView={firstViewOf(index)} />
      ))}
      {awaitingFirstPage &&
        products.length === 0 &&
        Array.from({ length: FIRST_PAGE_PLACEHOLDERS }, (_, i) => <PlaceholderCard key={i} />)}
    </ul>
  );
}
