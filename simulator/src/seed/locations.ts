import type { components } from '@storefront/sdk';
import { DATACENTERS } from './datacenters.js';

type LocationCountry = components['schemas']['LocationCountry'];
type AreaCode = components['schemas']['AreaCode'];

/** [state or province, its cities] */
type StateSeed = [string, string[]];
interface CountrySeed {
  name: string;
  states: StateSeed[];
}

/** Each data centre's own country first (its cities include every city of datacenters.ts), then neighbours. */
const TREES: Record<string, CountrySeed[]> = {
  'dc-eu': [
    {
      name: 'Spain',
      states: [
        ['Community of Madrid', ['Madrid', 'Alcalá de Henares', 'Getafe']],
        ['Valencian Community', ['Valencia', 'Alicante', 'Castellón de la Plana']],
        ['Catalonia', ['Barcelona', 'Girona', 'Tarragona']],
        ['Andalusia', ['Seville', 'Malaga', 'Granada', 'Córdoba']],
        ['Basque Country', ['Bilbao', 'San Sebastián', 'Vitoria-Gasteiz']],
      ],
    },
    {
      name: 'Portugal',
      states: [
        ['Lisbon', ['Lisbon', 'Sintra', 'Cascais']],
        ['Porto', ['Porto', 'Vila Nova de Gaia']],
        ['Faro', ['Faro', 'Albufeira']],
      ],
    },
    {
      name: 'France',
      states: [
        ['Île-de-France', ['Paris', 'Versailles']],
        ["Provence-Alpes-Côte d'Azur", ['Marseille', 'Nice', 'Toulon']],
        ['Occitania', ['Toulouse', 'Montpellier']],
      ],
    },
    {
      name: 'Italy',
      states: [
        ['Lombardy', ['Milan', 'Bergamo']],
        ['Emilia-Romagna', ['Bologna', 'Modena', 'Sassuolo']],
        ['Lazio', ['Rome']],
      ],
    },
  ],
  'dc-us': [
    {
      name: 'United States',
      states: [
        ['California', ['Los Angeles', 'San Diego', 'San Francisco']],
        ['Texas', ['Houston', 'Dallas', 'Austin']],
        ['Florida', ['Miami', 'Orlando', 'Tampa']],
        ['Illinois', ['Chicago', 'Springfield']],
        ['Washington', ['Seattle', 'Spokane']],
        ['Colorado', ['Denver', 'Boulder']],
      ],
    },
    {
      name: 'Canada',
      states: [
        ['Ontario', ['Toronto', 'Ottawa']],
        ['British Columbia', ['Vancouver', 'Victoria']],
        ['Quebec', ['Montreal', 'Quebec City']],
      ],
    },
    {
      name: 'Mexico',
      states: [
        ['Mexico City', ['Mexico City']],
        ['Jalisco', ['Guadalajara', 'Puerto Vallarta']],
        ['Nuevo León', ['Monterrey']],
      ],
    },
  ],
  'dc-me': [
    {
      name: 'United Arab Emirates',
      states: [
        ['Dubai', ['Dubai', 'Hatta']],
        ['Abu Dhabi', ['Abu Dhabi', 'Al Ain']],
        ['Sharjah', ['Sharjah', 'Khor Fakkan']],
        ['Ajman', ['Ajman']],
      ],
    },
    {
      name: 'Saudi Arabia',
      states: [
        ['Riyadh Province', ['Riyadh']],
        ['Makkah Province', ['Jeddah', 'Mecca']],
        ['Eastern Province', ['Dammam', 'Khobar']],
      ],
    },
    {
      name: 'Oman',
      states: [
        ['Muscat', ['Muscat', 'Seeb']],
        ['Dhofar', ['Salalah']],
      ],
    },
    {
      name: 'Qatar',
      states: [
        ['Doha', ['Doha']],
        ['Al Rayyan', ['Al Rayyan']],
      ],
    },
  ],
  'dc-au': [
    {
      name: 'Australia',
      states: [
        ['New South Wales', ['Sydney', 'Newcastle', 'Wollongong']],
        ['Victoria', ['Melbourne', 'Geelong']],
        ['Queensland', ['Brisbane', 'Gold Coast']],
        ['Western Australia', ['Perth', 'Fremantle']],
        ['South Australia', ['Adelaide']],
      ],
    },
    {
      name: 'New Zealand',
      states: [
        ['Auckland', ['Auckland']],
        ['Wellington', ['Wellington']],
        ['Canterbury', ['Christchurch']],
      ],
    },
    {
      name: 'Fiji',
      states: [
        ['Central', ['Suva']],
        ['Western', ['Nadi', 'Lautoka']],
      ],
    },
  ],
};

/** Telephone country codes offered by every data centre (getTelephoneAreaCodeList). */
export const AREA_CODES: AreaCode[] = [
  { area_code: '61', area_name: 'Australia', country_code: 'AU' },
  { area_code: '1', area_name: 'Canada', country_code: 'CA' },
  { area_code: '86', area_name: 'China', country_code: 'CN' },
  { area_code: '679', area_name: 'Fiji', country_code: 'FJ' },
  { area_code: '33', area_name: 'France', country_code: 'FR' },
  { area_code: '49', area_name: 'Germany', country_code: 'DE' },
  { area_code: '39', area_name: 'Italy', country_code: 'IT' },
  { area_code: '52', area_name: 'Mexico', country_code: 'MX' },
  { area_code: '64', area_name: 'New Zealand', country_code: 'NZ' },
  { area_code: '968', area_name: 'Oman', country_code: 'OM' },
  { area_code: '351', area_name: 'Portugal', country_code: 'PT' },
  { area_code: '974', area_name: 'Qatar', country_code: 'QA' },
  { area_code: '966', area_name: 'Saudi Arabia', country_code: 'SA' },
  { area_code: '34', area_name: 'Spain', country_code: 'ES' },
  { area_code: '971', area_name: 'United Arab Emirates', country_code: 'AE' },
  { area_code: '44', area_name: 'United Kingdom', country_code: 'GB' },
  { area_code: '1', area_name: 'United States', country_code: 'US' },
];

/**
 * The location tree of one data centre. Ids are stable: countries index*10+n, states index*100+n, and cities
 * index*100+n where the data centre's own cities come first in datacenters.ts order (the ids cases use).
 */
function buildTree(index: number, uuid: string): LocationCountry[] {
  const dc = DATACENTERS[index]!;
  let stateId = index * 100;
  let cityId = index * 100 + dc.cities.length;
  return (TREES[uuid] ?? []).map((country, ci) => ({
    id: index * 10 + ci + 1,
    name: country.name,
    children: country.states.map(([name, cities]) => ({
      id: (stateId += 1),
      name,
      children: cities.map((city) => {
        const own = ci === 0 ? dc.cities.indexOf(city) : -1;
        return { id: own >= 0 ? index * 100 + own + 1 : (cityId += 1), name: city };
      }),
    })),
  }));
}

const trees = new Map<string, LocationCountry[]>();

/** The (static) location tree of a data centre; empty for an unknown one. */
export function locationTree(datacenterUuid: string): LocationCountry[] {
  let tree = trees.get(datacenterUuid);
  if (!tree) {
    const index = DATACENTERS.findIndex((d) => d.uuid === datacenterUuid);
    tree = index < 0 ? [] : buildTree(index, datacenterUuid);
    trees.set(datacenterUuid, tree);
  }
  return tree;
}
