import { Image } from '@storefront/ui';
import { memo } from 'react';
import { assetUrl } from '../../shared/asset';
import { followInApp } from '../../shared/AppLink';
import { templateHref, type Template } from './template-data';

/** One display of a list: its room picture, name and space. */
export const TemplateCard = memo(function TemplateCard({
  item,
  onOpen,
}: {
  item: Template;
  onOpen(href: string): void;
}) {
  const href = templateHref(item);
  return (
    <li>
      <a className="sf-case-card" href={href} onClick={followInApp(href, onOpen)}>
        <Image src={assetUrl(item.preview)} alt="" ratio={750 / 420} />
        <span className="sf-case-card__name">{item.template_name}</span>
        <span className="sf-case-card__meta">{item.space_name}</span>
      </a>
    </li>
  );
});
