import type { Point } from '../../lib/geo';

/** The demo city: Dhaka. The default location sits in Gulshan, inside zone 1. */
export const DEFAULT_LOCATION: Point = { lat: 23.7925, lng: 90.4078 };

export interface ZoneSeed {
  id: number;
  name: string;
  display_name: string;
  ring: Point[];
  cash_on_delivery: boolean;
  digital_payment: boolean;
  offline_payment: boolean;
  module_ids: number[];
}

/** Zones 1 and 2 overlap around Tejgaon, so a point there answers zone_id "[1,2]". Zone 3 has no cash on delivery. */
export const ZONES: ZoneSeed[] = [
  {
    id: 1,
    name: 'Gulshan & Banani',
    display_name: 'Gulshan',
    ring: [
      { lat: 23.77, lng: 90.39 },
      { lat: 23.77, lng: 90.43 },
      { lat: 23.8, lng: 90.44 },
      { lat: 23.83, lng: 90.425 },
      { lat: 23.83, lng: 90.395 },
      { lat: 23.8, lng: 90.385 },
    ],
    cash_on_delivery: true,
    digital_payment: true,
    offline_payment: true,
    module_ids: [1, 2, 3, 4, 5],
  },
  {
    id: 2,
    name: 'Dhanmondi & Tejgaon',
    display_name: 'Dhanmondi',
    ring: [
      { lat: 23.73, lng: 90.355 },
      { lat: 23.73, lng: 90.405 },
      { lat: 23.76, lng: 90.415 },
      { lat: 23.785, lng: 90.41 },
      { lat: 23.785, lng: 90.365 },
      { lat: 23.755, lng: 90.35 },
    ],
    cash_on_delivery: true,
    digital_payment: true,
    offline_payment: false,
    module_ids: [1, 2, 3, 4, 5],
  },
  {
    id: 3,
    name: 'Uttara',
    display_name: 'Uttara',
    ring: [
      { lat: 23.85, lng: 90.36 },
      { lat: 23.85, lng: 90.415 },
      { lat: 23.885, lng: 90.425 },
      { lat: 23.905, lng: 90.405 },
      { lat: 23.9, lng: 90.365 },
      { lat: 23.875, lng: 90.355 },
    ],
    cash_on_delivery: false,
    digital_payment: true,
    offline_payment: false,
    module_ids: [1, 2, 3, 5],
  },
];

export interface PlaceSeed {
  place_id: string;
  name: string;
  area: string;
  lat: number;
  lng: number;
}

/** The local gazetteer behind geocoding, autocomplete, place details and distances. */
export const PLACES: PlaceSeed[] = [
  { place_id: 'dhk-gulshan-1', name: 'Gulshan 1 Circle', area: 'Gulshan', lat: 23.7806, lng: 90.4167 },
  { place_id: 'dhk-gulshan-2', name: 'Gulshan 2 Circle', area: 'Gulshan', lat: 23.7949, lng: 90.4143 },
  { place_id: 'dhk-gulshan-avenue', name: 'Gulshan Avenue', area: 'Gulshan', lat: 23.7925, lng: 90.4078 },
  { place_id: 'dhk-banani-11', name: 'Banani Road 11', area: 'Banani', lat: 23.7937, lng: 90.4036 },
  { place_id: 'dhk-banani-lake', name: 'Banani Lake Park', area: 'Banani', lat: 23.7975, lng: 90.3995 },
  { place_id: 'dhk-baridhara', name: 'Baridhara Diplomatic Zone', area: 'Baridhara', lat: 23.8035, lng: 90.4215 },
  { place_id: 'dhk-niketan', name: 'Niketan Gate 2', area: 'Niketan', lat: 23.7745, lng: 90.4105 },
  { place_id: 'dhk-mohakhali', name: 'Mohakhali Bus Terminal', area: 'Mohakhali', lat: 23.7794, lng: 90.4005 },
  { place_id: 'dhk-tejgaon', name: 'Tejgaon Industrial Area', area: 'Tejgaon', lat: 23.7741, lng: 90.4012 },
  { place_id: 'dhk-karwan-bazar', name: 'Karwan Bazar', area: 'Tejgaon', lat: 23.7508, lng: 90.3935 },
  { place_id: 'dhk-farmgate', name: 'Farmgate', area: 'Tejgaon', lat: 23.7574, lng: 90.3898 },
  { place_id: 'dhk-dhanmondi-27', name: 'Dhanmondi Road 27', area: 'Dhanmondi', lat: 23.7561, lng: 90.3746 },
  { place_id: 'dhk-dhanmondi-lake', name: 'Dhanmondi Lake', area: 'Dhanmondi', lat: 23.7465, lng: 90.3788 },
  { place_id: 'dhk-mohammadpur', name: 'Mohammadpur Town Hall', area: 'Mohammadpur', lat: 23.7638, lng: 90.3623 },
  { place_id: 'dhk-new-market', name: 'New Market', area: 'Dhanmondi', lat: 23.7334, lng: 90.3849 },
  { place_id: 'dhk-uttara-sector-7', name: 'Uttara Sector 7', area: 'Uttara', lat: 23.8703, lng: 90.3966 },
  { place_id: 'dhk-uttara-sector-4', name: 'Uttara Sector 4', area: 'Uttara', lat: 23.8628, lng: 90.4006 },
  { place_id: 'dhk-uttara-sector-11', name: 'Uttara Sector 11', area: 'Uttara', lat: 23.8784, lng: 90.3888 },
  {
    place_id: 'dhk-airport',
    name: 'Hazrat Shahjalal International Airport',
    area: 'Kurmitola',
    lat: 23.8433,
    lng: 90.3978,
  },
  { place_id: 'dhk-motijheel', name: 'Motijheel Commercial Area', area: 'Motijheel', lat: 23.733, lng: 90.4172 },
  { place_id: 'dhk-mirpur-10', name: 'Mirpur 10 Circle', area: 'Mirpur', lat: 23.8069, lng: 90.3687 },
];

export const CITY = 'Dhaka';
export const COUNTRY = 'Bangladesh';
