import type { ProductSummary } from './catalogue-data';
import { ProductCard } from './ProductCard';

export interface ProductGridProps {
  products: readonly ProductSummary[];
  onOpen(href: string): void;
  label: string;
  from?: string;
}

/** The two-column product list. */
export function ProductGrid({ products, onOpen, label, from }: ProductGridProps) {
  return (
    <ul className="sf-products" aria-label={label}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} onOpen={onOpen} from={from} />
      ))}
    </ul>
  );
}
