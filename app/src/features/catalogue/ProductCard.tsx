import { Image } from '@storefront/ui';
import { memo } from 'react';
import { assetUrl } from '../../shared/asset';
import type { ProductSummary } from './catalogue-data';
import { followInApp } from '../../shared/AppLink';

export interface ProductCardProps {
  product: ProductSummary;
  /** Navigates in the app; stable across renders so the card stays memoised. */
  onOpen(href: string): void;
  /** Query added to the detail address (caseId / productId of the page it is shown on). */
  from?: string;
  /**
   * Where the card stands in the first view: 'largest' for the first card of a page's main list (its picture is the
   * page's largest, fetched at high priority), 'shown' for the others of the first rows (fetched at once, not
   * lazily: the browser would otherwise wait for layout to find them in view).
   */
  firstView?: 'largest' | 'shown';
}

/** The seed's and the catalogue's product pictures are square; the size only tells the browser the shape. */
const PRODUCT_PICTURE_SIZE = { width: 300, height: 300 };

/** One product of a two-column list: a light, memoised link, so a new page never re-renders the earlier cards. */
export const ProductCard = memo(function ProductCard({ product, onOpen, from = '', firstView }: ProductCardProps) {
  const href = `/product-detail?id=${product.id}${from}`;
  return (
    <li className="sf-products__item">
      <a className="sf-product-card" href={href} onClick={followInApp(href, onOpen)}>
        <Image
          src={assetUrl(product.preview)}
          alt=""
          ratio={1}
          lazy={!firstView}
          priority={firstView === 'largest' ? PRODUCT_PICTURE_SIZE : undefined}
        />
        <span className="sf-product-card__name">{product.product_name}</span>
        <span className="sf-product-card__meta sf-clamp">
          {product.product_number} · {product.product_spec_name}
        </span>
        <span className="sf-product-card__type">{product.type_name}</span>
      </a>
    </li>
  );
});
