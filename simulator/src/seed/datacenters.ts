export interface DatacenterSeed {
  uuid: string;
  name: string;
  countryCode: string;
  countryName: string;
  latitude: number;
  longitude: number;
  areaCode: string;
  cities: string[];
  /**
   * Districts of the first city, at their real positions: the region's stores stand in them, so a store's name,
   * its address and its place on the map (and the geocoder's answer for it) agree.
   */
  districts: { name: string; latitude: number; longitude: number }[];
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
    districts: [
      { name: 'Salamanca', latitude: 40.43, longitude: -3.68 },
      { name: 'Chamberí', latitude: 40.434, longitude: -3.704 },
      { name: 'Retiro', latitude: 40.411, longitude: -3.676 },
      { name: 'Chamartín', latitude: 40.458, longitude: -3.677 },
      { name: 'Arganzuela', latitude: 40.398, longitude: -3.698 },
    ],
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
    districts: [
      { name: 'Downtown', latitude: 34.0407, longitude: -118.2468 },
      { name: 'Silver Lake', latitude: 34.0869, longitude: -118.2702 },
      { name: 'Koreatown', latitude: 34.0618, longitude: -118.3004 },
      { name: 'Echo Park', latitude: 34.0782, longitude: -118.2606 },
      { name: 'Boyle Heights', latitude: 34.0339, longitude: -118.2054 },
    ],
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
    districts: [
      { name: 'Deira', latitude: 25.2711, longitude: 55.3075 },
      { name: 'Bur Dubai', latitude: 25.2532, longitude: 55.297 },
      { name: 'Business Bay', latitude: 25.185, longitude: 55.265 },
      { name: 'Jumeirah', latitude: 25.21, longitude: 55.245 },
      { name: 'Al Jaddaf', latitude: 25.2185, longitude: 55.3365 },
    ],
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
    districts: [
      { name: 'Surry Hills', latitude: -33.886, longitude: 151.211 },
      { name: 'Pyrmont', latitude: -33.87, longitude: 151.194 },
      { name: 'Darlinghurst', latitude: -33.879, longitude: 151.219 },
      { name: 'Paddington', latitude: -33.884, longitude: 151.231 },
      { name: 'Redfern', latitude: -33.893, longitude: 151.204 },
    ],
    isDefault: false,
    currency: 'AUD',
  },
];
