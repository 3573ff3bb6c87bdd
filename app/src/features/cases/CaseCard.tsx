import { Image } from '@storefront/ui';
import { memo } from 'react';
import { assetUrl } from '../../shared/asset';
import { followInApp } from '../../shared/AppLink';

export interface CaseCardItem {
  id: number;
  case_name: string;
  preview: string;
  city_name: string;
  country_name: string;
  brand_name: string;
}

export interface CaseCardProps {
  item: CaseCardItem;
  onOpen(href: string): void;
}

/** One case of a list: picture, name, place and brand; memoised like the product cards. */
export const CaseCard = memo(function CaseCard({ item, onOpen }: CaseCardProps) {
  const href = `/cases-detail?id=${item.id}`;
  return (
    <li>
      <a className="sf-case-card" href={href} onClick={followInApp(href, onOpen)}>
        <Image src={assetUrl(item.preview)} alt="" ratio={750 / 420} />
        <span className="sf-case-card__name">{item.case_name}</span>
        <span className="sf-case-card__meta">
          {item.city_name}, {item.country_name} · {item.brand_name}
        </span>
      </a>
    </li>
  );
});

export interface CaseListProps {
  items: readonly CaseCardItem[];
  onOpen(href: string): void;
  label: string;
  /**
   * The list's first page is still on its way: the list keeps a screen's height for it, so what follows (the
   * list's footer) does not show at the top and then jump down when the cards arrive.
   */
  pending?: boolean;
}

export function CaseList({ items, onOpen, label, pending = false }: CaseListProps) {
  return (
    <ul className="sf-cases-list" aria-label={label} aria-busy={pending && items.length === 0 ? true : undefined}>
      {items.map((item) => (
        <CaseCard key={item.id} item={item} onOpen={onOpen} />
      ))}
    </ul>
  );
}
