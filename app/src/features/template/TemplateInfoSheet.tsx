import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { Image, Loading, NoData, Sheet } from '@storefront/ui';
import { useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { infoProducts, type TemplateProduct } from './template-data';

/** The info sheet's title, in Chinese as the spec has it: 'products used in the sample room'. */
export const INFO_SHEET_TITLE = '样板间使用的产品';
const GROUPS = [
  { type: rules.SIDE_TYPE.floor, label: 'Floor' },
  { type: rules.SIDE_TYPE.wall, label: 'Wall' },
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
      title={<span lang="zh-Hans">{INFO_SHEET_TITLE}</span>}
      className="sf-template-info"
    >
      {!ids ? (
        <Loading variant="inline" text="Asking the display for its products…" />
      ) : entry?.status.value === 'loading' ? (
        <Loading variant="inline" />
      ) : entry?.status.value === 'error' ? (
        <NoData text="The products could not be loaded." resetText="Try again" onReset={() => entry.reload()} />
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
                {label}
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
                      aria-label={`Details of ${p.product_name}`}
                      onClick={() => onDetails(p.id)}
                    >
                      Details
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
