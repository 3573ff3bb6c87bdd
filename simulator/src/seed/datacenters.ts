export interface DatacenterSeed {
  uuid: string;
  name: string;
  countryCode: string;
  countryName: string;
  latitude: number;
  longitude: number;
  areaCode: string;
  cities: string[];
  isDefault: boolean;
  /** ISO 4217 code of the region's prices. */
  currency: string;
}

/** The regions the simulator serves. Accounts never cross them. */
export const DATACENTERS: DatacenterSeed[] = [
  {
    uuid: 'dc-eu',
    name: 'Europe',
    countryCode: 'ES',
    countryName: 'Spain',
    latitude: 40.4168,
    longitude: -3.7038,
    areaCode: '34',
    cities: ['Madrid', 'Valencia', 'Barcelona', 'Seville', 'Bilbao', 'Malaga'],
    isDefault: true,
    currency: 'EUR',
  },
  {
    uuid: 'dc-us',
    name: 'North America',
    countryCode: 'US',
    countryName: 'United States',
    latitude: 34.0522,
    longitude: -118.2437,
    areaCode: '1',
    cities: ['Los Angeles', 'Houston', 'Miami', 'Chicago', 'Seattle', 'Denver'],
    isDefault: false,
    currency: 'USD',
  },
  {
    uuid: 'dc-me',
    name: 'Middle East',
    countryCode: 'AE',
    countryName: 'United Arab Emirates',
    latitude: 25.2048,
    longitude: 55.2708,
    areaCode: '971',
    cities: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman'],
    isDefault: false,
    currency: 'AED',
  },
  {
    uuid: 'dc-au',
    name: 'Oceania',
    countryCode: 'AU',
    countryName: 'Australia',
    latitude: -33.8688,
    longitude: 151.2093,
    areaCode: '61',
    cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'],
    isDefault: false,
    currency: 'AUD',
  },
];
