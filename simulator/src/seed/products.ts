import { Faker, en } from '@faker-js/faker';
import type { ProductTypeNode, Region } from '../state/records.js';
import { img } from './pictures.js';
import { materialCode, slug } from '../art/keys.js';

/** Generated dates count back from here, never from the clock (as in catalogue.ts). */
export const DATA_EPOCH = Date.UTC(2026, 0, 1);
export const DAY = 86_400_000;

export interface AttrValueSeed {
  id: number;
  attr_name: string;
  img_path: string;
}
export interface AttrGroupSeed {
  id: number;
  attr_name: string;
  is_filter_show_img: 1 | 2;
  img_path: string;
  values: AttrValueSeed[];
}

export interface ProductSpecSeed {
  spec_name: string;
  width: number;
  height: number;
  pcs_box: number;
  area_box: number;
}

export interface ProductRecord {
  id: number;
  brand_id: number;
  /** The second-level type. */
  type_id: number;
  top_type_id: number;
  product_name: string;
  product_number: string;
  product_content: string;
  preview: string;
  images: string[];
  video: string;
  tag_icon: string;
  spec: ProductSpecSeed;
  /** Price of one box in the region's currency. */
  price_box: number;
  attr_ids: number[];
  params: { param_value: string; val: string }[];
  effects: string[];
  create_time: string;
  views: number;
  sort_order: number;
}

/** Builds attribute groups with values numbered from 1 across the groups. */
export function attrGroups(
  groups: { name: string; swatches?: boolean; values: string[] }[],
  swatchKey = (v: string) => v,
): AttrGroupSeed[] {
  let valueId = 1;
  return groups.map((g, gi) => ({
    id: gi + 1,
    attr_name: g.name,
    is_filter_show_img: g.swatches ? 1 : 2,
    img_path: '',
    values: g.values.map((v) => ({
      id: valueId++,
      attr_name: v,
      img_path: g.swatches ? img('swatch', swatchKey(v)) : '',
    })),
  }));
}

/** Product attributes: seven groups, so a product's attribute list is longer than the five the app shows first. */
export const PRODUCT_ATTRS = attrGroups(
  [
    { name: 'Finish', values: ['Matt', 'Polished', 'Satin', 'Lappato', 'Structured'] },
    { name: 'Size', values: ['300x300', '300x600', '600x600', '600x1200', '800x800', '1200x1200'] },
    { name: 'Colour', swatches: true, values: ['White', 'Beige', 'Grey', 'Black', 'Brown', 'Green', 'Blue'] },
    { name: 'Application', values: ['Wall', 'Floor', 'Outdoor'] },
    { name: 'Thickness', values: ['6 mm', '9 mm', '10 mm', '20 mm'] },
    { name: 'Edge', values: ['Rectified', 'Pressed'] },
    { name: 'Slip resistance', values: ['R9', 'R10', 'R11'] },
  ],
  (v) => v.toLowerCase(),
);

export function attrValueId(groups: AttrGroupSeed[], group: string, value: string): number {
  const found = groups.find((g) => g.attr_name === group)?.values.find((v) => v.attr_name === value);
  if (!found) throw new Error(`no attribute value ${group}/${value}`);
  return found.id;
}

const PREFIX: Record<number, string> = { 1: 'MAR', 2: 'TVV', 3: 'LTH' };
const COLLECTIONS: Record<string, string[]> = {
  'Marble Look': ['Calacatta', 'Statuario', 'Carrara', 'Emperador', 'Onice', 'Arabescato'],
  'Wood Look': ['Rovere', 'Noce', 'Larice', 'Teak', 'Frassino'],
  'Concrete Look': ['Cemento', 'Urban', 'Beton', 'Resina'],
  Terrazzo: ['Venezia', 'Palladiana', 'Granito'],
  'Stone Look': ['Pietra', 'Ardesia', 'Travertino', 'Quarzite', 'Basalto'],
  Patterned: ['Hydraulic', 'Maiolica', 'Deco', 'Encaustic'],
  Metallic: ['Ossido', 'Corten', 'Titanio'],
  'Solid Colour': ['Tinta', 'Colore', 'Pura'],
};
const COLOURS: { name: string; colour: string }[] = [
  { name: 'White', colour: 'White' },
  { name: 'Ivory', colour: 'Beige' },
  { name: 'Sand', colour: 'Beige' },
  { name: 'Pearl', colour: 'Grey' },
  { name: 'Ash Grey', colour: 'Grey' },
  { name: 'Anthracite', colour: 'Black' },
  { name: 'Nero', colour: 'Black' },
  { name: 'Walnut', colour: 'Brown' },
  { name: 'Honey', colour: 'Brown' },
  { name: 'Sage', colour: 'Green' },
  { name: 'Ocean', colour: 'Blue' },
];
const SIZES_BY_TOP: Record<string, string[]> = {
  'Wall Tiles': ['300x600', '600x1200', '600x600'],
  'Floor Tiles': ['600x600', '600x1200', '800x800', '1200x1200'],
  Outdoor: ['600x600', '600x1200'],
  Mosaics: ['300x300'],
};
const PCS_BY_SIZE: Record<string, number> = {
  '300x300': 11,
  '300x600': 8,
  '600x600': 4,
  '600x1200': 2,
  '800x800': 3,
  '1200x1200': 1,
};
const ROOMS = ['living room', 'kitchen', 'bathroom', 'hallway', 'terrace', 'hotel lobby', 'restaurant'];

export function specOf(size: string): ProductSpecSeed {
  const [width, height] = size.split('x').map(Number) as [number, number];
  const pcs_box = PCS_BY_SIZE[size] ?? 1;
  return {
    spec_name: `${size} mm`,
    width,
    height,
    pcs_box,
    area_box: Math.round((pcs_box * width * height) / 10_000) / 100,
  };
}

const PRICE_PER_M2: Record<string, number> = { 'Floor Tiles': 24, 'Wall Tiles': 19, Outdoor: 29, Mosaics: 62 };

/** A box's price: a per-m² price by kind of tile with a spread by product, times the area a box covers. */
export function priceOfBox(spec: ProductSpecSeed, id: number, topTypeName: string): number {
  const perM2 = (PRICE_PER_M2[topTypeName] ?? 22) + ((id * 7919) % 23);
  return Math.round(perM2 * (spec.area_box > 0 ? spec.area_box : 1) * 100) / 100;
}

/**
 * The faker the catalogue of a region is drawn with: the catalogue, and the region's banners that name one of
 * its products, draw the same products from it.
 */
export function catalogueFaker(seed: number, regionIndex: number): Faker {
  const f = new Faker({ locale: [en] });
  f.seed(seed * 6151 + regionIndex * 3571 + 17);
  return f;
}

/** A plank is long and narrow: one side at least twice the other ('600x1200'). */
export function isPlankSize(size: string): boolean {
  const [width, height] = size.split('x').map(Number) as [number, number];
  return Math.max(width, height) >= 2 * Math.min(width, height);
}

/** The sizes a product of a look comes in: wood looks in the planks of their kind of tile (a mosaic has none). */
function sizesOf(look: string, topTypeName: string): string[] {
  const sizes = SIZES_BY_TOP[topTypeName] ?? ['600x600'];
  const planks = sizes.filter(isPlankSize);
  return look === 'Wood Look' && planks.length > 0 ? planks : sizes;
}

/** 100 products per brand, spread over the brand's types, with specs and attributes that fit the type. */
export function generateProducts(
  f: Faker,
  region: Pick<Region, 'brands' | 'productTypes'>,
  tag: string,
): ProductRecord[] {
  const types = region.productTypes;
  const A = (group: string, value: string) => attrValueId(PRODUCT_ATTRS, group, value);
  const products: ProductRecord[] = [];
  for (const brand of region.brands) {
    const tops = types.filter((t) => t.brand_id === brand.id && t.pid === 0);
    for (let n = 0; n < 100; n += 1) {
      const id = products.length + 1;
      const top = f.helpers.arrayElement(tops);
      const leaves = types.filter((t) => t.pid === top.id);
      const leaf: ProductTypeNode = f.helpers.arrayElement(leaves.length > 0 ? leaves : [top]);
      const look = leaf.type_name;
      const collection = f.helpers.arrayElement(COLLECTIONS[look] ?? ['Classica']);
      const colour = f.helpers.arrayElement(COLOURS);
      const size = f.helpers.arrayElement(sizesOf(look, top.type_name));
      const outdoor = top.type_name === 'Outdoor';
      const finish = outdoor
        ? f.helpers.arrayElement(['Structured', 'Matt'])
        : f.helpers.arrayElement(['Matt', 'Polished', 'Satin', 'Lappato', 'Matt']);
      const application =
        top.type_name === 'Wall Tiles'
          ? ['Wall', ...(f.datatype.boolean(0.3) ? ['Floor'] : [])]
          : top.type_name === 'Floor Tiles'
            ? ['Floor', ...(f.datatype.boolean(0.4) ? ['Wall'] : [])]
            : outdoor
              ? ['Floor', 'Outdoor']
              : ['Wall', ...(f.datatype.boolean(0.2) ? ['Floor'] : [])];
      const thickness = outdoor
        ? '20 mm'
        : top.type_name === 'Mosaics'
          ? '6 mm'
          : top.type_name === 'Wall Tiles'
            ? f.helpers.arrayElement(['6 mm', '9 mm'])
            : f.helpers.arrayElement(['9 mm', '10 mm']);
      const edge = top.type_name === 'Mosaics' || f.datatype.boolean(0.2) ? 'Pressed' : 'Rectified';
      const slip = outdoor ? 'R11' : application.includes('Floor') ? f.helpers.arrayElement(['R9', 'R10']) : 'R9';
      const spec = specOf(size);
      const name = `${collection} ${colour.name}`;
      const preview = img('tile', `${tag}-p${id}-${materialCode(look, colour.name, finish, collection)}`);
      const extra = f.number.int({ min: 2, max: 4 });
      const room = f.helpers.arrayElement(ROOMS);
      products.push({
        id,
        brand_id: brand.id,
        type_id: leaf.id,
        top_type_id: top.id,
        product_name: name,
        product_number: `${PREFIX[brand.id] ?? 'TIL'}-${String(id).padStart(4, '0')}${finish[0]}`,
        product_content: [
          `${name} brings a ${look.toLowerCase()} in ${colour.name.toLowerCase()} tones to ${application.map((a) => a.toLowerCase()).join(' and ')} surfaces, in a ${finish.toLowerCase()} finish.`,
          `Made in ${brand.brand_name}'s own kilns as ${thickness} porcelain stoneware, ${spec.spec_name}, ${edge.toLowerCase()} edges, slip resistance ${slip}. Ideal for a ${room}.`,
        ].join('\n\n'),
        preview,
        images: [
          preview,
          ...Array.from({ length: extra }, (_, k) =>
            img(
              k % 2 ? 'room' : 'tile',
              `${tag}-p${id}-${materialCode(look, colour.name, finish, collection)}-${slug(room)}-${k + 1}`,
            ),
          ),
        ],
        video: f.datatype.boolean(0.25) ? 'video/tile-pattern.webm' : '',
        tag_icon: f.helpers.weightedArrayElement([
          { weight: 8, value: '' },
          { weight: 1, value: img('badge', 'new') },
          { weight: 1, value: img('badge', 'hot') },
        ]),
        spec,
        price_box: priceOfBox(spec, id, top.type_name),
        attr_ids: [
          A('Finish', finish),
          A('Size', size),
          A('Colour', colour.colour),
          ...application.map((a) => A('Application', a)),
          A('Thickness', thickness),
          A('Edge', edge),
          A('Slip resistance', slip),
        ].sort((a, b) => a - b),
        params: [
          { param_value: 'Material', val: 'Porcelain stoneware' },
          { param_value: 'Water absorption', val: '≤ 0.5%' },
          { param_value: 'Breaking strength', val: `${f.number.int({ min: 13, max: 30 }) * 100} N` },
          { param_value: 'Shade variation', val: f.helpers.arrayElement(['V1', 'V2', 'V3', 'V4']) },
          { param_value: 'Frost resistant', val: outdoor || f.datatype.boolean(0.5) ? 'Yes' : 'No' },
        ],
        effects: Array.from(
          { length: f.number.int({ min: 2, max: 3 }) },
          (_, k) =>
            `${tag}-p${id}-${materialCode(look, colour.name, finish, collection)}-${slug(room)}-effect-${k + 1}`,
        ),
        create_time: new Date(DATA_EPOCH - f.number.int({ min: 1, max: 900 }) * DAY).toISOString(),
        views: f.number.int({ min: 0, max: 8000 }),
        sort_order: f.number.int({ min: 1, max: 1000 }),
      });
    }
  }
  return products;
}
