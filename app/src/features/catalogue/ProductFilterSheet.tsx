import { rules } from '@storefront/sdk';
import { Sheet } from '@storefront/ui';
import { useEffect, useState } from 'react';
import type { AttrGroup, ProductType } from './catalogue-data';
import { ChoiceList } from './ChoiceList';
import { isCatalogueSort, SORT_OPTIONS, toggleId, type ProductFilter } from './product-filter';
import { SortChoices } from './SortChoices';
import { m } from '@storefront/sdk/i18n';

export type FilterMode = 'sort' | 'filter' | 'brand';

const TITLES: Record<FilterMode, () => string> = {
  sort: m.catalogue_sort,
  filter: m.catalogue_filter,
  brand: m.catalogue_category,
};

export interface ProductFilterSheetProps {
  mode: FilterMode | null;
  filter: ProductFilter;
  /** The first-level types (with children) of the brands shown. */
  types: readonly ProductType[];
  attrs: readonly AttrGroup[];
  onApply(filter: ProductFilter): void;
  onClose(): void;
}

/**
 * The product filter panel in its three modes (docs/product/browsing.md#products): sort applies at once; filter
 * (attributes) and brand (categories) are chosen, then applied or reset. Focus stays in the sheet and returns to its
 * button.
 */
export function ProductFilterSheet({ mode, filter, types, attrs, onApply, onClose }: ProductFilterSheetProps) {
  const [draft, setDraft] = useState(filter);
  useEffect(() => {
    if (mode) setDraft(filter);
  }, [mode, filter]);

  const apply = (next: ProductFilter) => {
    onApply(next);
    onClose();
  };

  return (
    <Sheet
      open={mode !== null}
      onClose={onClose}
      title={mode ? TITLES[mode]() : ''}
      initialFocus="first"
      className="sf-filter-sheet"
    >
      {mode === 'sort' && (
        <SortChoices
          options={SORT_OPTIONS}
          value={filter.sort}
          onChange={(key) => apply({ ...filter, sort: isCatalogueSort(key) ? key : rules.CATALOGUE_SORT.default })}
        />
      )}
      {mode === 'filter' &&
        (attrs.length === 0 ? (
          <p className="sf-catalogue__muted">{m.catalogue_no_filters()}</p>
        ) : (
          attrs.map((group) => (
            <ChoiceList
              key={group.id}
              legend={group.attr_name}
              choices={group.sattr_list.map((v) => ({
                id: v.id,
                label: v.attr_name,
                img: group.is_filter_show_img === 1 ? v.img_path : '',
              }))}
              chosen={draft.attrIds}
              onToggle={(id) => setDraft((d) => ({ ...d, attrIds: toggleId(d.attrIds, id) }))}
            />
          ))
        ))}
      {mode === 'brand' &&
        types.map((type) => (
          <ChoiceList
            key={type.id}
            legend={`${type.brand_name} · ${type.type_name}`}
            choices={[
              { id: type.id, label: m.catalogue_all_of({ name: type.type_name }) },
              ...type.children.map((c) => ({ id: c.id, label: c.type_name })),
            ]}
            chosen={draft.typeIds}
            onToggle={(id) => setDraft((d) => ({ ...d, typeIds: toggleId(d.typeIds, id) }))}
          />
        ))}
      {(mode === 'filter' || mode === 'brand') && (
        <div className="sf-filter-sheet__actions">
          <button
            type="button"
            className="sf-catalogue__secondary"
            onClick={() => setDraft((d) => (mode === 'filter' ? { ...d, attrIds: [] } : { ...d, typeIds: [] }))}
          >
            {m.catalogue_reset()}
          </button>
          <button type="button" className="sf-catalogue__primary" onClick={() => apply(draft)}>
            {m.catalogue_apply()}
          </button>
        </div>
      )}
    </Sheet>
  );
}
