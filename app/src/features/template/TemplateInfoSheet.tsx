import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { Image, Loading, NoData, Sheet } from '@storefront/ui';
import { useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { infoProducts, type TemplateProduct } from './template-data';
import { m } from '@storefront/sdk/i18n';

const GROUPS = [
  { type: rules.SIDE_TYPE.floor, label: m.template_floor },
  { type: rules.SIDE_TYPE.wall, label: m.template_wall },
] as const;

export interface TemplateInfoSheetProps {
  open: boolean;
  onClose(): void;
  sides: readonly rules.PlanSide[];
  onDetails(productId: number): void;
}

/**
 * The products laid in the room, grouped Floor and Wall, each with a Details button
 * (docs/product/displays.md#the-viewer).
 */
export function TemplateInfoSheet({ open, onClose, sides, onDetails }: TemplateInfoSheetProps) {
  useSignals();
  // Every product loads once, whichever sides it is on (duplicate ids removed first,
  // docs/product/displays.md#the-viewer).
  const ids = rules.sideProductIds(sides).join(',');
  const entry = useResource(infoProducts, ids || null);
  const products = entry?.data.value ?? [];
  const byId = new Map(products.map((p) => [p.id, p]));

  return (
    <Sheet
      open={open}
      onClose={onClose}
      // The product gives this title in Chinese in every language: 'products used in the sample room'.
      title={<span lang="zh-Hans">{m.template_info_title()}</span>}
      className="sf-template-info"
    >
      {!ids ? (
        <Loading variant="inline" text={m.template_asking_products()} />
      ) : entry?.status.value === 'loading' ? (
        <Loading variant="inline" />
      ) : entry?.status.value === 'error' ? (
        <NoData
          text={m.template_products_not_loaded()}
          resetText={m.template_try_again()}
          onReset={() => entry.reload()}
        />
      ) : (
        GROUPS.map(({ type, label }) => {
          const list = rules
            .sideProductIds(sides.filter((s) => s.type === type))
            .map((id) => byId.get(id))
            .filter((p): p is TemplateProduct => Boolean(p));
          if (list.length === 0) return null;
          return (
            <section key={type} className="sf-template-info__group" aria-labelledby={`template-info-${type}`}>
              <h3 id={`template-info-${type}`} className="sf-template-info__heading">
                {label()}
              </h3>
              <ul className="sf-template-info__list">
                {list.map((p) => (
                  <li key={p.id} className="sf-template-info__item">
                    <span className="sf-template-info__preview">
                      <Image src={assetUrl(p.preview)} alt="" ratio={1} />
                    </span>
                    <span className="sf-template-info__text">
                      <span className="sf-template-info__name">{p.product_name}</span>
                      <span className="sf-template-info__meta">
                        {p.brand_name} · {p.type_name}
                      </span>
                    </span>
                    <button
                      type="button"
                      className="sf-template-info__details"
                      aria-label={m.template_details_of({ name: p.product_name })}
                      onClick={() => onDetails(p.id)}
                    >
                      {m.template_details()}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </Sheet>
  );
}
