import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { Image } from '@storefront/ui';
import { assetUrl } from '../../shared/asset';
import { formatPrice } from '../../shared/dates';
import type { ShoppingSide, Side } from './calc-data';
import { boxesText, numberText, productLetter, unitText } from './calc-model';

const OPENINGS = [
  { name: () => m.calculator_door(), height: 'door_height', width: 'door_width', num: 'door_num' },
  { name: () => m.calculator_window(), height: 'window_height', width: 'window_width', num: 'window_num' },
] as const;

export interface SideSummaryProps {
  side: Side | ShoppingSide;
  /** Shows each product's price and the side's price in this currency (the read-only list). */
  currency?: string;
}

/** A side as a read-only block: space, laying mode, size in M, products with boxes (deleted sides, lists). */
export function SideSummary({ side, currency }: SideSummaryProps) {
  const unit = unitText(side.unit);
  const wall = rules.isWallSpace(side.side_name);
  const size = { length: numberText(side.length) || '-', width: numberText(side.width) || '-', unit };
  const spaceName = side.side_name || m.calculator_no_space();
  return (
    <div className="sf-calc__summary">
      <p className="sf-calc__summary-head">
        <strong>{spaceName}</strong>
        <span className="sf-calc__tag">{side.pave_mode_name}</span>
      </p>
      <p className="sf-calc__dims">{wall ? m.calculator_wall_size(size) : m.calculator_floor_size(size)}</p>
      {wall &&
        OPENINGS.map(({ name, height, width, num }) =>
          side[num] > 0 ? (
            <p key={num} className="sf-calc__dims">
              {m.calculator_opening_size({
                opening: name(),
                height: side[height],
                width: side[width],
                unit,
                count: side[num],
              })}
            </p>
          ) : null,
        )}
      <ul className="sf-calc__products" aria-label={m.calculator_products_of({ name: spaceName })}>
        {side.side_product_list.map((p, i) => (
          <li key={p.id} className="sf-calc__product">
            <span className="sf-calc__letter" aria-hidden="true">
              {productLetter(i)}
            </span>
            <Image src={assetUrl(p.preview)} alt="" ratio={1} className="sf-calc__thumb" />
            <span className="sf-calc__product-text">
              <strong>{p.product_name}</strong>
              <span>
                {p.product_number} · {p.product_spec_name}
              </span>
              {currency && <span>{m.calculator_price_a_box({ price: formatPrice(p.price_box, currency) })}</span>}
            </span>
            <span className="sf-calc__product-end">
              <span className="sf-calc__subtotal">{boxesText(p.box)}</span>
              {currency && <span>{formatPrice(p.p_total_price, currency)}</span>}
            </span>
          </li>
        ))}
      </ul>
      <p className="sf-calc__side-total">
        {m.calculator_total({ boxes: boxesText(side.box) })}
        {currency ? ` · ${formatPrice(side.p_total_price, currency)}` : ''}
      </p>
    </div>
  );
}
