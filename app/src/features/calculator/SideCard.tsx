import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { Icon, Image, PAGE_ICONS } from '@storefront/ui';
import { memo, useId } from 'react';
import { assetUrl } from '../../shared/asset';
import type { Side } from './calc-data';
import {
  boxesText,
  numberText,
  parseNumberField,
  parseShare,
  productLetter,
  unitText,
  type NumberField,
} from './calc-model';
import type { SideEditor } from './side-editor';

export interface SideCardProps {
  side: Side;
  /** Its place in the list, for names when it has no space yet ('Side 2'). */
  index: number;
  editor: SideEditor;
  selected: boolean;
  onToggle(id: number): void;
  onChooseSpace(side: Side): void;
  onCopy(id: number): void;
  onDelete(id: number): void;
  onChangeProduct(sideProductId: number): void;
}

function NumberInput({
  side,
  field,
  label,
  editor,
  unit,
}: {
  side: Side;
  field: NumberField;
  label: string;
  editor: SideEditor;
  unit?: string;
}) {
  const id = useId();
  const typed = editor.draft(side.id).text[field];
  const value = typed ?? numberText(side[field]);
  const parsed = typed === undefined ? null : parseNumberField(field, typed);
  const error = parsed && !parsed.ok ? parsed.message : undefined;
  return (
    <div className="sf-calc__field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <span className="sf-calc__input">
        <input
          id={id}
          inputMode={field.endsWith('_num') ? 'numeric' : 'decimal'}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => editor.typeNumber(side, field, e.target.value)}
        />
        {unit && <span aria-hidden="true">{unit}</span>}
      </span>
      {error && (
        <span id={`${id}-error`} className="sf-calc__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** One side of the calculator (docs/product/tools.md#calculator): its space, size, openings and products with boxes. */
export const SideCard = memo(function SideCard({
  side: saved,
  index,
  editor,
  selected,
  onToggle,
  onChooseSpace,
  onCopy,
  onDelete,
  onChangeProduct,
}: SideCardProps) {
  useSignals();
  const side = editor.view(saved);
  const wall = rules.isWallSpace(side.side_name);
  const name = side.side_name || m.calculator_side_number({ number: index + 1 });
  const unit = unitText(side.unit);
  const state = editor.state(side.id);
  const headingId = useId();
  const field = (f: NumberField, label: string, withUnit = true) => (
    <NumberInput side={saved} field={f} label={label} editor={editor} unit={withUnit ? unit : undefined} />
  );

  return (
    <article className="sf-calc__side" aria-labelledby={headingId} data-selected={selected ? '' : undefined}>
      <h2 id={headingId} className="sf-visually-hidden">
        {name}
      </h2>
      <div className="sf-calc__side-head">
        <input
          type="checkbox"
          className="sf-calc__tick"
          checked={selected}
          onChange={() => onToggle(side.id)}
          aria-label={m.calculator_select_side({ name })}
        />
        <button
          type="button"
          className="sf-calc__space"
          onClick={() => onChooseSpace(saved)}
          aria-label={m.calculator_space_of({ name: side.side_name || m.calculator_select_space() })}
        >
          <span data-placeholder={side.side_name ? undefined : ''}>
            {side.side_name || m.calculator_select_space()}
          </span>
        </button>
        <span className="sf-calc__tag">{side.pave_mode_name}</span>
        <button
          type="button"
          className="sf-calc__icon"
          onClick={() => onCopy(side.id)}
          aria-label={m.calculator_copy_side({ name })}
        >
          <Icon name="copy" set={PAGE_ICONS} className="sf-calc__svg" />
        </button>
        <button
          type="button"
          className="sf-calc__icon"
          onClick={() => onDelete(side.id)}
          aria-label={m.calculator_delete_side({ name })}
        >
          <Icon name="trash" set={PAGE_ICONS} className="sf-calc__svg" />
        </button>
      </div>
      <div className="sf-calc__grid">
        {field('length', m.calculator_length())}
        {field('width', wall ? m.calculator_height() : m.calculator_width())}
      </div>
      {wall && (
        <>
          <fieldset className="sf-calc__opening">
            <legend>{m.calculator_door()}</legend>
            {field('door_height', m.calculator_height())}
            {field('door_width', m.calculator_width())}
            {field('door_num', m.calculator_amount(), false)}
          </fieldset>
          <fieldset className="sf-calc__opening">
            <legend>{m.calculator_window()}</legend>
            {field('window_height', m.calculator_height())}
            {field('window_width', m.calculator_width())}
            {field('window_num', m.calculator_amount(), false)}
          </fieldset>
        </>
      )}
      <ul className="sf-calc__products" aria-label={m.calculator_products_of({ name })}>
        {side.side_product_list.map((product, i) => {
          const typedShare = editor.draft(side.id).shares[product.id];
          const shareCheck = typedShare === undefined ? null : parseShare(typedShare);
          const shareId = `${headingId}-share-${product.id}`;
          return (
            <li key={product.id} className="sf-calc__product">
              <span className="sf-calc__letter" aria-hidden="true">
                {productLetter(i)}
              </span>
              <Image src={assetUrl(product.preview)} alt="" ratio={1} className="sf-calc__thumb" />
              <div className="sf-calc__product-text">
                <strong>
                  <span className="sf-visually-hidden">{productLetter(i)}: </span>
                  {product.product_name}
                </strong>
                <span>{product.product_number}</span>
                <span>
                  {product.brand_name} · {product.product_spec_name}
                </span>
                {side.side_product_list.length > 1 && (
                  <span className="sf-calc__share" data-invalid={shareCheck && !shareCheck.ok ? '' : undefined}>
                    <label htmlFor={shareId}>{m.calculator_share()}</label>
                    <input
                      id={shareId}
                      inputMode="decimal"
                      value={typedShare ?? String(product.product_percentage)}
                      aria-invalid={shareCheck && !shareCheck.ok ? true : undefined}
                      onChange={(e) => editor.typeShare(saved, product.id, e.target.value)}
                    />
                    <span aria-hidden="true">%</span>
                    {shareCheck && !shareCheck.ok && <span className="sf-calc__error">{shareCheck.message}</span>}
                  </span>
                )}
              </div>
              <div className="sf-calc__product-end">
                <output
                  className="sf-calc__subtotal"
                  aria-label={m.calculator_subtotal_of({ name: product.product_name })}
                >
                  {boxesText(product.box)}
                </output>
              </div>
              <button
                type="button"
                className="sf-catalogue__secondary sf-calc__change"
                onClick={() => onChangeProduct(product.id)}
                aria-label={m.calculator_change_product_of({ letter: productLetter(i), name: product.product_name })}
              >
                {m.calculator_change_products()}
              </button>
            </li>
          );
        })}
      </ul>
      {state === 'failed' && (
        <p className="sf-calc__unsaved" role="alert">
          {m.calculator_not_saved()}{' '}
          <button type="button" className="sf-catalogue__link" onClick={() => void editor.retry(side.id)}>
            {m.calculator_try_again()}
          </button>
        </p>
      )}
    </article>
  );
});
