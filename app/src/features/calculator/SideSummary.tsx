import { rules } from '@storefront/sdk';
import { Image } from '@storefront/ui';
import { assetUrl } from '../../shared/asset';
import type { ShoppingSide, Side } from './calc-data';
import { NO_SPACE_TEXT, numberText, productLetter } from './calc-model';
import { formatPrice } from './price';

const OPENINGS = [
  { label: 'Door', height: 'door_height', width: 'door_width', num: 'door_num' },
  { label: 'Window', height: 'window_height', width: 'window_width', num: 'window_num' },
] as const;

export interface SideSummaryProps {
  side: Side | ShoppingSide;
  /** Shows each product's price and the side's price in this currency (the read-only list). */
  currency?: string;
}

/** A side as a read-only block: space, laying mode, size in M, products with boxes (deleted sides, lists). */
export function SideSummary({ side, currency }: SideSummaryProps) {
  const unit = side.unit === '1' ? 'M' : 'ft';
  const wall = rules.isWallSpace(side.side_name);
  return (
    <div className="sf-calc__summary">
      <p className="sf-calc__summary-head">
        <strong>{side.side_name || NO_SPACE_TEXT}</strong>
        <span className="sf-calc__tag">{side.pave_mode_name}</span>
      </p>
      <p className="sf-calc__dims">
        Length {numberText(side.length) || '-'} {unit} · {wall ? 'Height' : 'Width'} {numberText(side.width) || '-'}{' '}
        {unit}
      </p>
      {wall &&
        OPENINGS.map(({ label, height, width, num }) =>
          side[num] > 0 ? (
            <p key={label} className="sf-calc__dims">
              {label} {side[height]} × {side[width]} {unit} × {side[num]}
            </p>
          ) : null,
        )}
      <ul className="sf-calc__products" aria-label={`Products of ${side.side_name || NO_SPACE_TEXT}`}>
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
              {currency && <span>{formatPrice(p.price_box, currency)} a box</span>}
            </span>
            <span className="sf-calc__product-end">
              <span className="sf-calc__subtotal">
                {p.box} {p.box === 1 ? 'box' : 'boxes'}
              </span>
              {currency && <span>{formatPrice(p.p_total_price, currency)}</span>}
            </span>
          </li>
        ))}
      </ul>
      <p className="sf-calc__side-total">
        Total {side.box} {side.box === 1 ? 'box' : 'boxes'}
        {currency ? ` · ${formatPrice(side.p_total_price, currency)}` : ''}
      </p>
    </div>
  );
}
