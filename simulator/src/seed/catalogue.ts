import { Faker, en } from '@faker-js/faker';
import type { CaseRecord, ProductTypeNode, Region } from '../state/records.js';
import type { DatacenterSeed } from './datacenters.js';
import { roomKey, typeCode, withProducts, withText } from '../art/keys.js';
import { attrValueId, catalogueFaker, generateProducts, PRODUCT_ATTRS } from './products.js';
import { CASE_ATTRS } from './showcase.js';
import { img } from './pictures.js';

/** Generated dates count back from here, never from the clock, so a seed always gives the same data. */
const DATA_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

const BRANDS = [
  { name: 'Marmoreo', slug: 'marmoreo' },
  { name: 'Terra Viva', slug: 'terra-viva' },
  { name: 'Lithos', slug: 'lithos' },
];
const TOP_TYPES = ['Wall Tiles', 'Floor Tiles', 'Outdoor', 'Mosaics'];
const LOOKS = [
  'Marble Look',
  'Wood Look',
  'Concrete Look',
  'Terrazzo',
  'Stone Look',
  'Patterned',
  'Metallic',
  'Solid Colour',
];
const SUBJECTS = [
  'Coastal Homes',
  'Boutique Hotels',
  'Modern Kitchens',
  'Urban Lofts',
  'Spa Bathrooms',
  'Retail Spaces',
];
const SPACES = [
  'Villa',
  'Apartment',
  'Hotel Lobby',
  'Kitchen',
  'Bathroom',
  'Terrace',
  'Showroom',
  'Restaurant',
  'Loft',
];
const STORE_TIERS = ['Flagship Store', 'Premium Partner', 'Authorised Dealer'];

const OPEN = 1 as const;
const CLOSED = 2 as const;
const week = (closed: string[]) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      `is_rest_${d}`,
      closed.includes(d) ? CLOSED : OPEN,
    ]),
  ) as Record<`is_rest_${'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'}`, 1 | 2>;
/**
 * Opening hours, closed weekdays and holidays of the five stores of a region
 * (docs/product/appointments.md#opening-hours): one design lounge open past midnight, stores closed on Sundays or
 * Mondays, and holiday closures around the new year.
 */
const STORE_SCHEDULES = [
  {
    business_hours_start: '09:00',
    business_hours_end: '19:00',
    ...week(['sunday']),
    holiday_list: [{ start_date: '2026-12-24', end_date: '2026-12-26' }],
  },
  { business_hours_start: '10:00', business_hours_end: '20:00', ...week(['monday']), holiday_list: [] },
  {
    business_hours_start: '18:00',
    business_hours_end: '02:00',
    ...week(['sunday', 'monday']),
    holiday_list: [{ start_date: '2026-12-31', end_date: '2027-01-01' }],
  },
  {
    business_hours_start: '10:00',
    business_hours_end: '20:00',
    ...week([]),
    holiday_list: [{ start_date: '2027-01-01', end_date: '2027-01-01' }],
  },
  {
    business_hours_start: '09:30',
    business_hours_end: '18:30',
    ...week(['saturday', 'sunday']),
    holiday_list: [{ start_date: '2027-04-02', end_date: '2027-04-05' }],
  },
];
/**
 * The hot words and what each leads to, by name: product looks (the second-level product types of that name in
 * every brand), or attribute values a product or case must all carry. Type 1 words are shown on the cases search,
 * 2 on the products search.
 */
type HotWordSeed =
  | { word: string; type: 2; looks: string[]; notUnder?: string[] }
  | { word: string; type: 2; productAttrs: [group: string, value: string][] }
  | { word: string; type: 1; caseAttrs: [group: string, value: string][] };
const HOTWORDS: HotWordSeed[] = [
  { word: 'Calacatta marble', type: 2, looks: ['Marble Look'] },
  // Mosaics are small squares, never planks.
  { word: 'Wood look planks', type: 2, looks: ['Wood Look'], notUnder: ['Mosaics'] },
  { word: 'Hotel projects', type: 1, caseAttrs: [['Project', 'Hospitality']] },
  { word: 'Terrazzo', type: 2, looks: ['Terrazzo'] },
  {
    word: 'Outdoor 20mm',
    type: 2,
    productAttrs: [
      ['Application', 'Outdoor'],
      ['Thickness', '20 mm'],
    ],
  },
  { word: 'Industrial style', type: 1, caseAttrs: [['Style', 'Industrial']] },
];

/** A hot word's links: the ids its names stand for in this region (link type 1 attribute ids, 2 type ids). */
function hotWordLinks(h: HotWordSeed, productTypes: ProductTypeNode[]) {
  const none = {
    case_link_type: 0 as const,
    case_attr_id_str: '',
    case_type_id_str: '',
    product_link_type: 0 as const,
    product_attr_id_str: '',
    product_type_id_str: '',
  };
  if ('caseAttrs' in h)
    return {
      ...none,
      case_link_type: 1 as const,
      case_attr_id_str: h.caseAttrs.map(([g, v]) => attrValueId(CASE_ATTRS, g, v)).join(','),
    };
  if ('productAttrs' in h)
    return {
      ...none,
      product_link_type: 1 as const,
      product_attr_id_str: h.productAttrs.map(([g, v]) => attrValueId(PRODUCT_ATTRS, g, v)).join(','),
    };
  const topName = (pid: number) => productTypes.find((t) => t.id === pid)?.type_name ?? '';
  const types = productTypes.filter(
    (t) => t.pid !== 0 && h.looks.includes(t.type_name) && !h.notUnder?.includes(topName(t.pid)),
  );
  return { ...none, product_link_type: 2 as const, product_type_id_str: types.map((t) => t.id).join(',') };
}

export function generateRegion(seed: number, index: number, dc: DatacenterSeed): Region {
  const f = new Faker({ locale: [en] });
  f.seed(seed * 7919 + index * 104729 + 1);
  const tag = dc.uuid;

  let typeId = 1;
  const productTypes: ProductTypeNode[] = [];
  const brands = BRANDS.map((b, bi) => {
    const id = bi + 1;
    const tops = TOP_TYPES.map((type_name) => {
      const node: ProductTypeNode = {
        id: typeId++,
        brand_id: id,
        pid: 0,
        type_name,
        img_path_phone: img('tile', `${tag}-${b.slug}-${typeId}-${typeCode(type_name, typeId)}`),
      };
      productTypes.push(node);
      for (const look of f.helpers.arrayElements(LOOKS, { min: 2, max: 4 })) {
        productTypes.push({
          id: typeId++,
          brand_id: id,
          pid: node.id,
          type_name: look,
          img_path_phone: img('tile', `${tag}-${b.slug}-${typeId}-${typeCode(look, typeId)}`),
        });
      }
      return node;
    });
    return {
      id,
      brand_name: b.name,
      logo: img('logo', b.slug),
      web_back_img: img('room', `${tag}-brand-${b.slug}`),
      product_type_list: tops.map(({ id: tid, type_name, img_path_phone }) => ({ id: tid, type_name, img_path_phone })),
    };
  });

  // A look a hot word promises is sold in every region: where the draw left it out, the first brand's floor or
  // wall tiles carry it (numbered after the other types, so theirs stay as drawn).
  for (const h of HOTWORDS) {
    for (const look of 'looks' in h ? h.looks : []) {
      const under = (t: ProductTypeNode) => productTypes.find((top) => top.id === t.pid)?.type_name ?? '';
      if (productTypes.some((t) => t.type_name === look && !('notUnder' in h && h.notUnder?.includes(under(t)))))
        continue;
      const home = productTypes.find(
        (t) => t.pid === 0 && t.type_name === (look === 'Marble Look' ? 'Wall Tiles' : 'Floor Tiles'),
      )!;
      productTypes.push({
        id: typeId++,
        brand_id: home.brand_id,
        pid: home.id,
        type_name: look,
        img_path_phone: img('tile', `${tag}-${BRANDS[home.brand_id - 1]!.slug}-${typeId}-${typeCode(look, typeId)}`),
      });
    }
  }

  const caseSubjects = SUBJECTS.map((name, si) => ({
    id: si + 1,
    case_subject_name: name,
    bg: img('room', roomKey(`${tag}-subject-${si + 1}`, name)),
  }));

  const cases: CaseRecord[] = [];
  for (let i = 1; i <= 36; i += 1) {
    const brand = f.helpers.arrayElement(brands);
    const cityIndex = f.number.int({ min: 0, max: dc.cities.length - 1 });
    const city = dc.cities[cityIndex]!;
    cases.push({
      id: i,
      case_name: `${f.helpers.arrayElement(['Seaside', 'Hillside', 'Downtown', 'Garden', 'Historic', 'Riverside', 'Skyline'])} ${f.helpers.arrayElement(SPACES)} in ${city}`,
      preview: img('room', `${tag}-case-${i}`),
      city_name: city,
      country_name: dc.countryName,
      star: f.number.int({ min: 3, max: 5 }),
      brand_name: brand.brand_name,
      brand_logo: brand.logo,
      create_time: new Date(DATA_EPOCH - f.number.int({ min: 1, max: 700 }) * DAY).toISOString(),
      brand_id: brand.id,
      case_subject_id: f.number.int({ min: 1, max: caseSubjects.length }),
      city_id: index * 100 + cityIndex + 1,
      attr_ids: f.helpers.arrayElements([1, 2, 3, 4, 5, 6, 7, 8], { min: 1, max: 3 }),
      views: f.number.int({ min: 0, max: 5000 }),
      sort_order: f.number.int({ min: 1, max: 1000 }),
    });
  }
  // A case's picture shows its space (named in its name) in its brand's materials.
  for (const c of cases) c.preview = withProducts(c.preview, `${c.case_name} ${c.brand_name}`);

  // The banner of a product names a real one: the first Calacatta of the region's catalogue, drawn as the catalogue
  // draws it. Three draws of the earlier seed are kept, so the stores and representative drawn after stay the same.
  const products = generateProducts(catalogueFaker(seed, index), { brands, productTypes }, tag);
  const featured = products.find((p) => p.product_name.startsWith('Calacatta')) ?? products[0]!;
  for (let kept = 0; kept < 3; kept += 1) f.number.int();
  const banners = [
    { id: 1, title: `${BRANDS[0]!.name} spring collection`, type: 2 as const, content: '1' },
    {
      id: 2,
      title: `${featured.product_name} ${featured.spec.spec_name}`,
      type: 3 as const,
      content: String(featured.id),
    },
    { id: 3, title: `Real case: ${cases[0]!.case_name}`, type: 4 as const, content: String(cases[0]!.id) },
    { id: 4, title: caseSubjects[1]!.case_subject_name, type: 5 as const, content: String(caseSubjects[1]!.id) },
    { id: 5, title: '3D room: Nordic Living', type: 6 as const, content: `tpl-${tag}-001` },
    { id: 6, title: 'Design guide for wet rooms', type: 1 as const, content: 'https://example.com/guides/wet-rooms' },
  ].map((b) => ({ ...b, img: img('room', withText(`${tag}-banner-${b.id}`, b.title)) }));

  const hotwords = HOTWORDS.map((h, hi) => ({
    id: hi + 1,
    hotword: h.word,
    type: h.type,
    ...hotWordLinks(h, productTypes),
  }));

  const newest = (list: CaseRecord[]) => list.reduce((a, b) => (b.create_time > a.create_time ? b : a));
  const lithosCases = cases.filter((c) => c.brand_name === BRANDS[2]!.name);
  const newCase = newest(lithosCases.length > 0 ? lithosCases : cases);
  const ads = [
    { id: 1, title: `Opening week: 15% off ${BRANDS[1]!.name}`, content_type: 2, content: '2' },
    {
      id: 2,
      title: `New ${newCase.brand_name} case: ${newCase.case_name}`,
      content_type: 4,
      content: String(newCase.id),
    },
  ].map((a) => ({
    ...a,
    img: img('room', withText(`${tag}-ad-${a.id}`, a.title)),
    img_path: img('room', withText(`${tag}-ad-${a.id}`, a.title)),
    path: '',
    type: a.content_type as 2 | 4,
    banner_type: 3,
  }));

  // Each store stands in a district of the region's first city, a few hundred metres from the district's centre.
  const stores = Array.from({ length: 5 }, (_, si) => {
    const district = dc.districts[si % dc.districts.length]!;
    const city = dc.cities[0]!;
    const latitude = Number((district.latitude + f.number.float({ min: -0.08, max: 0.08 }) / 20).toFixed(6));
    const longitude = Number((district.longitude + f.number.float({ min: -0.08, max: 0.08 }) / 20).toFixed(6));
    return {
      id: si + 1,
      store_name: `${BRANDS[si % 3]!.name} ${f.helpers.arrayElement(['Gallery', 'Studio', 'Experience Centre', 'Showroom'])} ${district.name}`,
      adds: `${f.location.streetAddress()}, ${district.name}, ${city}`,
      level_name: STORE_TIERS[si % STORE_TIERS.length]!,
      distance: 0,
      latitude,
      longitude,
      area_code: dc.areaCode,
      phone: f.string.numeric(9),
      ...STORE_SCHEDULES[si % STORE_SCHEDULES.length]!,
      img: img('room', `${tag}-store-${si + 1}`),
    };
  });

  const first = f.person.firstName();
  const last = f.person.lastName();
  const representative = {
    headimg: img(
      'avatar',
      `${tag}-rep-${f.rawDefinitions.person?.first_name?.female?.includes(first) ? 'female' : 'male'}`,
    ),
    first_name: first,
    last_name: last,
    position: 'Sales Consultant',
    level_name: 'Senior',
    area_code: dc.areaCode,
    phone: f.string.numeric(9),
  };

  return {
    datacenter: {
      datacenter_uuid: dc.uuid,
      datacenter_name: `${dc.name} (${dc.countryName})`,
      country_code: dc.countryCode,
      latitude: dc.latitude,
      longitude: dc.longitude,
      is_default: dc.isDefault ? 1 : 2,
    },
    brands,
    productTypes,
    caseSubjects,
    cases,
    banners,
    hotwords,
    ads,
    stores,
    representative,
    position: {
      latitude: dc.latitude,
      longitude: dc.longitude,
      country_name: dc.countryName,
      city_name: dc.cities[0]!,
    },
  };
}
