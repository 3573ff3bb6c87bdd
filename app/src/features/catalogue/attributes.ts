import { rules } from '@storefront/sdk';

/** The attributes shown: the first 5 until 'see all' (docs/product/browsing.md#products). */
export function shownAttributes<T>(list: readonly T[], all: boolean, limit = rules.ATTRIBUTES_SHOWN): T[] {
  return all ? [...list] : list.slice(0, limit);
}

export function hasMoreAttributes(list: readonly unknown[], limit = rules.ATTRIBUTES_SHOWN): boolean {
  return list.length > limit;
}

/** An attribute's values as one line: 'Matt, Satin'. */
export function attributeValues(attr: { sattr_data: { attr_name: string }[] }): string {
  return attr.sattr_data.map((v) => v.attr_name).join(', ');
}

/** Up to 5 recommended products a brand; brands left with none are dropped. */
export function recommendedGroups<G extends { brand_product_list: unknown[] }>(
  groups: readonly G[],
  limit = rules.RECOMMENDED_PER_BRAND,
): G[] {
  return groups
    .map((g) => ({ ...g, brand_product_list: g.brand_product_list.slice(0, limit) }))
    .filter((g) => g.brand_product_list.length > 0);
}

/** Description text (paragraphs separated by blank lines) as paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
