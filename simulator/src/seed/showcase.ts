import type { Faker } from '@faker-js/faker';
import type { rules } from '@storefront/sdk';
import type { Region } from '../state/records.js';
import { img } from './pictures.js';
import { attrGroups, DATA_EPOCH, DAY, type ProductRecord } from './products.js';
import { roomKey, withProducts } from '../art/keys.js';

/**
 * Case attributes. Ids 1-8 (Style, Project) are the ones the seeded cases and hot words already carry; the
 * other groups are added to every case here.
 */
export const CASE_ATTRS = attrGroups([
  { name: 'Style', values: ['Modern', 'Classic', 'Minimalist', 'Industrial'] },
  { name: 'Project', values: ['Residential', 'Commercial', 'Hospitality', 'Public'] },
  { name: 'Area', values: ['Under 80 m²', '80-200 m²', 'Over 200 m²'] },
  { name: 'Colour tone', values: ['Warm', 'Cool', 'Neutral'] },
  { name: 'Surfaces', values: ['Floors', 'Walls', 'Floors and walls'] },
  { name: 'Works', values: ['New build', 'Renovation'] },
]);

export interface RenderingSeed {
  img_path: string;
  remark: string;
  product_ids: number[];
}
export interface CaseExtra {
  case_id: number;
  content: string;
  video: string;
  /** Every attribute value id of the case (the seeded ones and the added groups). */
  attr_ids: number[];
  spaces: { space_name: string; renderings: RenderingSeed[] }[];
  product_ids: number[];
  uploader: { first_name: string; last_name: string; position: string; level_name: string; headimg: string };
}

const SPACE_NAMES = ['Living Room', 'Kitchen', 'Bathroom', 'Bedroom', 'Terrace', 'Lobby', 'Dining Area', 'Hallway'];
const POSITIONS = ['Interior Designer', 'Architect', 'Store Manager', 'Tiling Contractor'];
const LEVELS = ['Gold Partner', 'Silver Partner', 'Certified Installer'];

export function generateCaseExtras(f: Faker, region: Region, products: ProductRecord[], tag: string): CaseExtra[] {
  const groupValues = (name: string) => CASE_ATTRS.find((g) => g.attr_name === name)!.values.map((v) => v.id);
  return region.cases.map((c) => {
    const own = products.filter((p) => p.brand_id === c.brand_id);
    const others = products.filter((p) => p.brand_id !== c.brand_id);
    const spaces = f.helpers.arrayElements(SPACE_NAMES, { min: 2, max: 3 }).map((space_name, si) => ({
      space_name,
      renderings: Array.from({ length: f.number.int({ min: 1, max: 2 }) }, (_, ri) => ({
        img_path: img('room', `${tag}-case-${c.id}-s${si + 1}-r${ri + 1}`),
        remark: `${space_name}: ${f.helpers.arrayElement(['large formats keep the grout lines few', 'one tile runs from floor to wall', 'a matt finish softens the daylight', 'the pattern frames the furniture', 'warm tones meet cool metal'])}.`,
        product_ids: f.helpers.arrayElements(own, { min: 1, max: 3 }).map((p) => p.id),
      })),
    }));
    // Some projects mix in a product of another brand (the case footer's other-brand list).
    if (f.datatype.boolean(0.4))
      spaces[spaces.length - 1]!.renderings[0]!.product_ids.push(f.helpers.arrayElement(others).id);
    // A rendering's picture shows its space laid with its products (the first on the floor, the next on the walls).
    for (const s of spaces)
      for (const r of s.renderings)
        r.img_path = withProducts(
          r.img_path,
          s.space_name,
          r.product_ids.map((id) => products[id - 1]?.preview ?? ''),
        );
    const product_ids = [...new Set(spaces.flatMap((s) => s.renderings.flatMap((r) => r.product_ids)))];
    const brandUpload = f.datatype.boolean(0.35);
    const brand = region.brands.find((b) => b.id === c.brand_id)!;
    const sex = f.helpers.arrayElement(['female', 'male'] as const);
    const uploader = brandUpload
      ? { first_name: brand.brand_name, last_name: '', position: 'Brand', level_name: 'Official', headimg: brand.logo }
      : {
          first_name: f.person.firstName(sex),
          last_name: f.person.lastName(),
          position: f.helpers.arrayElement(POSITIONS),
          level_name: f.helpers.arrayElement(LEVELS),
          headimg: img('avatar', `${tag}-uploader-${c.id}-${sex}`),
        };
    // Every case gets a style and a project type when the seeded ids lack one, and one value of each added group.
    const added = ['Style', 'Project', 'Area', 'Colour tone', 'Surfaces', 'Works']
      .filter((g) => !groupValues(g).some((id) => c.attr_ids.includes(id)))
      .map((g) => f.helpers.arrayElement(groupValues(g)));
    return {
      case_id: c.id,
      content: [
        `${c.case_name} was re-tiled with ${brand.brand_name} porcelain in the ${spaces.map((s) => s.space_name.toLowerCase()).join(', ')}, ${f.helpers.arrayElement(['for owners who wanted one calm look throughout', 'to open up a dark floor plan', 'to bring the outside in', 'on a tight schedule between seasons'])}.`,
        `The brief asked for surfaces that are easy to live with. ${f.helpers.arrayElement(['Large slabs', 'Wood-look planks', 'Marble-look tiles', 'Terrazzo tiles'])} carry the same look through every room, and the team finished the work in ${f.number.int({ min: 3, max: 14 })} weeks.`,
      ].join('\n\n'),
      video: c.id % 3 === 0 ? 'video/room-tour.webm' : '',
      attr_ids: [...new Set([...c.attr_ids, ...added])].sort((a, b) => a - b),
      spaces,
      product_ids,
      uploader,
    };
  });
}

export const CASE_SUBJECT_TEXT = [
  'Homes by the sea, where floors meet sand and salt air.',
  'Small hotels with a strong idea and surfaces to match.',
  'Kitchens that work hard and still look calm.',
  'Open lofts with concrete, wood and steel.',
  'Bathrooms made for slow mornings.',
  'Shops and showrooms that carry the brand on every surface.',
];

export interface BrandContentTypeSeed {
  id: number;
  pid: number;
  type_name: string;
  img_path_phone: string;
}
export interface BrandContentSeed {
  id: number;
  title: string;
  preview: string;
  type: 1 | 2 | 3 | 4;
  type_id: number;
  path: string;
  img_list: string[];
  content: string;
  brand_id: number;
  create_time: string;
}

const CONTENT_TYPES: [string, string[]][] = [
  ['Brand Story', ['About Us', 'Craftsmanship']],
  ['Catalogues', ['Collections', 'Technical Sheets']],
  ['Videos', ['Showroom Tours', 'Installation']],
  ['Inspiration', ['Lookbooks', 'Trends']],
];

export function brandContentTypes(tag: string): BrandContentTypeSeed[] {
  const tops = CONTENT_TYPES.map(([name], i) => ({
    id: i + 1,
    pid: 0,
    type_name: name,
    img_path_phone: img('room', `${tag}-content-type-${i + 1}`),
  }));
  let id = tops.length;
  const subs = CONTENT_TYPES.flatMap(([, children], i) =>
    children.map((name) => {
      id += 1;
      return { id, pid: i + 1, type_name: name, img_path_phone: img('room', `${tag}-content-type-${id}`) };
    }),
  );
  return [...tops, ...subs];
}

/** Eight pieces per brand, two of each kind: image, images, video and PDF. */
export function generateBrandContent(f: Faker, region: Region, tag: string): BrandContentSeed[] {
  const types = brandContentTypes(tag);
  const sub = (name: string) => types.find((t) => t.type_name === name)!.id;
  const list: BrandContentSeed[] = [];
  for (const brand of region.brands) {
    const pieces: [string, 1 | 2 | 3 | 4, string, string][] = [
      ['About Us', 1, `The ${brand.brand_name} story`, 'Three generations of tile makers, one kiln town.'],
      [
        'Craftsmanship',
        2,
        `Inside the ${brand.brand_name} factory`,
        'From raw clay to the finished slab, in pictures.',
      ],
      ['Collections', 4, `${brand.brand_name} Collection 2026`, 'The whole range with sizes, finishes and colours.'],
      [
        'Technical Sheets',
        4,
        `${brand.brand_name} technical data`,
        'Water absorption, slip resistance and laying advice.',
      ],
      [
        'Showroom Tours',
        3,
        `A walk through the ${brand.brand_name} showroom`,
        'Every collection laid out in full rooms.',
      ],
      [
        'Installation',
        3,
        `Laying large formats with ${brand.brand_name}`,
        'Tools, adhesive and spacing for big slabs.',
      ],
      ['Lookbooks', 2, `${brand.brand_name} lookbook: warm minimal`, 'Rooms styled with the season’s tones.'],
      [
        'Trends',
        1,
        `Trend report: ${f.helpers.arrayElement(['stone is back', 'bold terrazzo', 'quiet wood', 'deep greens'])}`,
        'What designers asked for this year.',
      ],
    ];
    for (const [typeName, kind, title, content] of pieces) {
      const id = list.length + 1;
      const key = `${tag}-${title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-${id}`;
      list.push({
        id,
        title,
        preview: kind === 4 ? img('pdf', key) : img('room', key),
        type: kind,
        type_id: sub(typeName),
        path:
          kind === 1
            ? img('room', `${key}-full`)
            : kind === 3
              ? typeName === 'Installation'
                ? 'video/tile-pattern.webm'
                : 'video/room-tour.webm'
              : kind === 4
                ? `doc/${key}.pdf`
                : '',
        img_list:
          kind === 2
            ? Array.from({ length: f.number.int({ min: 3, max: 6 }) }, (_, k) =>
                img(k % 2 ? 'tile' : 'room', `${key}-${k + 1}`),
              )
            : [],
        content,
        brand_id: brand.id,
        create_time: new Date(DATA_EPOCH - f.number.int({ min: 1, max: 400 }) * DAY).toISOString(),
      });
    }
  }
  return list;
}

export const TEMPLATE_SPACES = ['Living Room', 'Kitchen', 'Bathroom', 'Bedroom', 'Outdoor'].map((space_name, i) => ({
  id: i + 1,
  space_name,
}));
const TEMPLATE_NAMES: [string, number][] = [
  ['Nordic Living', 1],
  ['Warm Minimal Living', 1],
  ['Industrial Loft Living', 1],
  ["Chef's Kitchen", 2],
  ['Terrazzo Kitchen', 2],
  ['Spa Bathroom', 3],
  ['Marble Bathroom', 3],
  ['Compact Shower Room', 3],
  ['Calm Bedroom', 4],
  ['Wood Look Bedroom', 4],
  ['Poolside Terrace', 5],
  ['Garden Patio', 5],
];

/** One surface of a display room: the floor (type 1) or a wall (type 2), with the products laid on it. */
export type TemplateSideSeed = rules.PlanSide;

export interface TemplateSeed {
  id: number;
  uuid: string;
  template_name: string;
  preview: string;
  space_id: number;
  create_time: string;
  /** The room's floor and walls as the display host first shows them. */
  sides: TemplateSideSeed[];
}

/** Laying modes a display offers for a side. */
export const PAVE_MODES = [
  { uuid: 'pm-continuous', name: 'Continuous laying' },
  { uuid: 'pm-herringbone', name: 'Herringbone' },
  { uuid: 'pm-half-offset', name: 'Staggered 1/2' },
  { uuid: 'pm-third-offset', name: 'Staggered 1/3' },
] as const;

/** The named surfaces of a room of each space: its floor, the wall facing the viewer and the side walls. */
const SIDE_NAMES: Record<number, [string, string, string]> = {
  1: ['Floor', 'Feature Wall', 'Side Walls'],
  2: ['Floor', 'Splashback Wall', 'Side Walls'],
  3: ['Floor', 'Shower Wall', 'Side Walls'],
  4: ['Floor', 'Headboard Wall', 'Side Walls'],
  5: ['Terrace Floor', 'Garden Wall', 'Side Walls'],
};

export type SideLayout = Pick<TemplateSideSeed, 'side_uuid' | 'side_name' | 'type'>;

/** A display's sides without products (uuids, names, types): templates and seeded plans share them. */
export function templateSideLayout(uuid: string, spaceId: number): SideLayout[] {
  const [floor, facing, sides] = SIDE_NAMES[spaceId] ?? SIDE_NAMES[1]!;
  return [
    { side_uuid: `${uuid}-floor`, side_name: floor, type: 1 },
    { side_uuid: `${uuid}-wall-a`, side_name: facing, type: 2 },
    { side_uuid: `${uuid}-wall-b`, side_name: sides, type: 2 },
  ];
}

/** The space of a seeded display (the same in every region). */
export const templateSpaceId = (id: number) => TEMPLATE_NAMES[id - 1]?.[1] ?? 1;

export const templateUuid = (tag: string, id: number) => `tpl-${tag}-${String(id).padStart(3, '0')}`;

/**
 * The region's displays. Each side is laid with real products of the region that suit it: floors with tiles
 * made for floors, walls with tiles made for walls (picked by index, so the faker sequence is not disturbed).
 */
export function generateTemplates(
  f: Faker,
  tag: string,
  products: ProductRecord[],
  suits: (p: ProductRecord, type: 1 | 2) => boolean,
): TemplateSeed[] {
  const floors = products.filter((p) => suits(p, 1));
  const walls = products.filter((p) => suits(p, 2));
  return TEMPLATE_NAMES.map(([template_name, space_id], i) => {
    const id = i + 1;
    const uuid = templateUuid(tag, id);
    const pick = (list: ProductRecord[], step: number) => String(list[(id * 7 + step * 13) % list.length]!.id);
    const mode = PAVE_MODES[id % PAVE_MODES.length]!;
    const laid: Record<string, string> = {
      [`${uuid}-floor`]: pick(floors, 0),
      [`${uuid}-wall-a`]: id % 3 === 0 ? `${pick(walls, 1)},${pick(walls, 2)}` : pick(walls, 1),
      [`${uuid}-wall-b`]: pick(walls, 3),
    };
    return {
      id,
      uuid,
      template_name,
      preview: img(
        'room',
        roomKey(
          `${tag}-template-${id}`,
          TEMPLATE_SPACES[space_id - 1]!.space_name,
          [`${uuid}-floor`, `${uuid}-wall-a`, `${uuid}-wall-b`].map(
            (side) => products[Number(laid[side]!.split(',')[0]) - 1]?.preview ?? '',
          ),
        ),
      ),
      space_id,
      create_time: new Date(DATA_EPOCH - f.number.int({ min: 1, max: 300 }) * DAY).toISOString(),
      sides: templateSideLayout(uuid, space_id).map((side) => {
        const laying = side.type === 1 ? mode : PAVE_MODES[0];
        return {
          ...side,
          pave_mode_uuid: laying.uuid,
          pave_mode_name: laying.name,
          product_id_str: laid[side.side_uuid]!,
        };
      }),
    };
  });
}
