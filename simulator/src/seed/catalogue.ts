import { Faker, en } from '@faker-js/faker';
import type { CaseRecord, ProductTypeNode, Region } from '../state/records.js';
import type { DatacenterSeed } from './datacenters.js';
import { roomKey, typeCode, withProducts, withText } from '../art/keys.js';

/** Generated dates count back from here, never from the clock, so a seed always gives the same data. */
const DATA_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

const BRANDS = [
  { name: 'Marmoreo', slug: 'marmoreo' },
  { name: 'Terra Viva', slug: 'terra-viva' },
  { name: 'Lithos', slug: 'lithos' },
];
const TOP_TYPES = ['Wall Tiles', 'Floor Tiles', 'Outdoor', 'Mosaics'];
const LOOKS = ['Marble Look', 'Wood Look', 'Concrete Look', 'Terrazzo', 'Stone Look', 'Patterned', 'Metallic', 'Solid Colour'];
const SUBJECTS = ['Coastal Homes', 'Boutique Hotels', 'Modern Kitchens', 'Urban Lofts', 'Spa Bathrooms', 'Retail Spaces'];
const SPACES = ['Villa', 'Apartment', 'Hotel Lobby', 'Kitchen', 'Bathroom', 'Terrace', 'Showroom', 'Restaurant', 'Loft'];
const STORE_TIERS = ['Flagship Store', 'Premium Partner', 'Authorised Dealer'];

const OPEN = 1 as const;
const CLOSED = 2 as const;
const week = (closed: string[]) =>
  Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [`is_rest_${d}`, closed.includes(d) ? CLOSED : OPEN])) as Record<
    `is_rest_${'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'}`,
    1 | 2
  >;
/**
 * Opening hours, closed weekdays and holidays of the five stores of a region
 * (docs/product/appointments.md#opening-hours): one design lounge open past midnight, stores closed on Sundays or
 * Mondays, and holiday closures around the new year.
 */
const STORE_SCHEDULES = [
  { business_hours_start: '09:00', business_hours_end: '19:00', ...week(['sunday']), holiday_list: [{ start_date: '2026-12-24', end_date: '2026-12-26' }] },
  { business_hours_start: '10:00', business_hours_end: '20:00', ...week(['monday']), holiday_list: [] },
  { business_hours_start: '18:00', business_hours_end: '02:00', ...week(['sunday', 'monday']), holiday_list: [{ start_date: '2026-12-31', end_date: '2027-01-01' }] },
  { business_hours_start: '10:00', business_hours_end: '20:00', ...week([]), holiday_list: [{ start_date: '2027-01-01', end_date: '2027-01-01' }] },
  { business_hours_start: '09:30', business_hours_end: '18:30', ...week(['saturday', 'sunday']), holiday_list: [{ start_date: '2027-04-02', end_date: '2027-04-05' }] },
];
const HOTWORDS: { word: string; type: 1 | 2 | null }[] = [
  { word: 'Calacatta marble', type: 2 },
  { word: 'Wood look planks', type: 2 },
  { word: 'Hotel lobby', type: 1 },
  { word: 'Terrazzo', type: null },
  { word: 'Outdoor 20mm', type: 2 },
  { word: 'Spa bathroom', type: 1 },
];

export function img(kind: string, key: string): string {
  return `img/${kind}/${key}.svg`;
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

  const firstProductTypeOf = (brandId: number) => productTypes.find((t) => t.brand_id === brandId)!.id;
  const banners = [
    { id: 1, title: `${BRANDS[0]!.name} spring collection`, type: 2 as const, content: '1' },
    { id: 2, title: 'Calacatta Oro 120x260', type: 3 as const, content: String(f.number.int({ min: 1, max: 300 })) },
    { id: 3, title: `Real case: ${cases[0]!.case_name}`, type: 4 as const, content: String(cases[0]!.id) },
    { id: 4, title: caseSubjects[1]!.case_subject_name, type: 5 as const, content: String(caseSubjects[1]!.id) },
    { id: 5, title: '3D room: Nordic Living', type: 6 as const, content: `tpl-${tag}-001` },
    { id: 6, title: 'Design guide for wet rooms', type: 1 as const, content: 'https://example.com/guides/wet-rooms' },
  ].map((b) => ({ ...b, img: img('room', withText(`${tag}-banner-${b.id}`, b.title)) }));

  const hotwords = HOTWORDS.map((h, hi) => ({
    id: hi + 1,
    hotword: h.word,
    type: h.type,
    case_link_type: (h.type === 1 ? 1 : 0) as 0 | 1 | 2,
    case_attr_id_str: h.type === 1 ? String(f.number.int({ min: 1, max: 8 })) : '',
    case_type_id_str: '',
    product_link_type: (h.type === 2 ? 2 : 0) as 0 | 1 | 2,
    product_attr_id_str: '',
    product_type_id_str: h.type === 2 ? String(firstProductTypeOf(1 + (hi % 3))) : '',
  }));

  const ads = [
    { id: 1, title: 'Opening week: 15% off Terra Viva', content_type: 2, content: '2' },
    { id: 2, title: 'See the new Lithos cases', content_type: 4, content: '0' },
  ].map((a) => ({
    ...a,
    img: img('room', withText(`${tag}-ad-${a.id}`, a.title)),
    img_path: img('room', withText(`${tag}-ad-${a.id}`, a.title)),
    path: '',
    type: a.content_type as 2 | 4,
    banner_type: 3,
  }));

  const stores = Array.from({ length: 5 }, (_, si) => {
    const latitude = Number((dc.latitude + f.number.float({ min: -0.08, max: 0.08 })).toFixed(6));
    const longitude = Number((dc.longitude + f.number.float({ min: -0.08, max: 0.08 })).toFixed(6));
    return {
      id: si + 1,
      store_name: `${BRANDS[si % 3]!.name} ${f.helpers.arrayElement(['Gallery', 'Studio', 'Experience Centre', 'Showroom'])} ${dc.cities[si % dc.cities.length]}`,
      adds: `${f.location.streetAddress()}, ${dc.cities[si % dc.cities.length]}`,
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
    headimg: img('avatar', `${tag}-rep-${f.rawDefinitions.person?.first_name?.female?.includes(first) ? 'female' : 'male'}`),
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
