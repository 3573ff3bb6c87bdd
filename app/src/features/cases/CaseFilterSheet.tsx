import { rules } from '@storefront/sdk';
import { Sheet, toast } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { ChoiceList } from '../catalogue/ChoiceList';
import { isCatalogueSort, SORT_OPTIONS, toggleId } from '../catalogue/product-filter';
import { SortChoices } from '../catalogue/SortChoices';
import { canApply, type CaseFilter } from './case-filter';
import { loadCases, type CaseAttrGroup, type CaseType, type City } from './cases-data';
import { m } from '@storefront/sdk/i18n';

export type CaseFilterMode = 'sort' | 'filter' | 'location' | 'brand';

const TITLES: Record<CaseFilterMode, () => string> = {
  sort: m.catalogue_sort,
  filter: m.catalogue_filter,
  location: m.cases_location,
  brand: m.cases_brand,
};

export interface CaseFilterSheetProps {
  mode: CaseFilterMode | null;
  filter: CaseFilter;
  brands: readonly CaseType[];
  attrs: readonly CaseAttrGroup[];
  cities: readonly City[];
  onApply(filter: CaseFilter): void;
  onClose(): void;
}

/**
 * The case filter panel (docs/product/browsing.md#cases): sort, filter, location and brand. Apply is accepted only when
 * the chosen filter has results; otherwise 'No Cases' shows and the panel stays open (docs/product/browsing.md#cases).
 */
export function CaseFilterSheet({ mode, filter, brands, attrs, cities, onApply, onClose }: CaseFilterSheetProps) {
  const [draft, setDraft] = useState(filter);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (mode) setDraft(filter);
  }, [mode, filter]);

  const apply = async (next: CaseFilter) => {
    setChecking(true);
    const answer = await loadCases(next, 1, undefined, 1);
    setChecking(false);
    if (!answer) return;
    if (!canApply(answer.total)) {
      toast.show(m.cases_no_cases());
      return;
    }
    onApply(next);
    onClose();
  };

  const reset = () => {
    if (mode === 'filter') setDraft((d) => ({ ...d, attrIds: [] }));
    else if (mode === 'location') setDraft((d) => ({ ...d, cityId: '' }));
    else if (mode === 'brand') setDraft((d) => ({ ...d, brandId: null, attrIds: [] }));
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
          onChange={(key) => {
            onApply({ ...filter, sort: isCatalogueSort(key) ? key : rules.CATALOGUE_SORT.default });
            onClose();
          }}
        />
      )}
      {mode === 'filter' &&
        attrs.map((group) => (
          <ChoiceList
            key={group.id}
            legend={group.attr_name}
            choices={group.sattr_list.map((v) => ({ id: v.id, label: v.attr_name }))}
            chosen={draft.attrIds}
            onToggle={(id) => setDraft((d) => ({ ...d, attrIds: toggleId(d.attrIds, id) }))}
          />
        ))}
      {mode === 'location' && (
        <SortChoices
          legend={m.cases_city()}
          options={[
            { key: '', label: m.cases_all_cities() },
            ...cities.map((c) => ({ key: String(c.id), label: c.name })),
          ]}
          value={draft.cityId}
          onChange={(key) => setDraft((d) => ({ ...d, cityId: key }))}
        />
      )}
      {mode === 'brand' && (
        <SortChoices
          legend={m.cases_brand()}
          options={[
            { key: '', label: m.cases_all() },
            ...brands.map((b) => ({ key: String(b.id), label: b.type_name })),
          ]}
          value={draft.brandId === null ? '' : String(draft.brandId)}
          onChange={(key) => setDraft((d) => ({ ...d, brandId: key ? Number(key) : null, attrIds: [] }))}
        />
      )}
      {mode !== null && mode !== 'sort' && (
        <div className="sf-filter-sheet__actions">
          <button type="button" className="sf-catalogue__secondary" onClick={reset}>
            {m.cases_reset()}
          </button>
          <button
            type="button"
            className="sf-catalogue__primary"
            aria-busy={checking || undefined}
            onClick={() => void apply(draft)}
          >
            {m.cases_apply()}
          </button>
        </div>
      )}
    </Sheet>
  );
}
