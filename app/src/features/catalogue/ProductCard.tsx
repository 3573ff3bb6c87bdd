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
}

/** One product of a two-column list: a light, memoised link, so a new page never re-renders the earlier cards. */
export const ProductCard = memo(function ProductCard({ product, onOpen, from = '' }: ProductCardProps) {
  const href = `/product-detail?id=${product.id}${from}`;
  return (
    <li className="sf-products__item">
      <a className="sf-product-card" href={href} onClick={followInApp(href, onOpen)}>
        <Image src={assetUrl(product.preview)} alt="" ratio={1} />
        <span className="sf-product-card__name">{product.product_name}</span>
        <span className="sf-product-card__meta">
          {product.product_number} · {product.product_spec_name}
        </span>
        <span className="sf-product-card__type">{product.type_name}</span>
      </a>
    </li>
  );
});
