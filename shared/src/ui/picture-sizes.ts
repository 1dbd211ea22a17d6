export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The intrinsic size of the pictures in each of the API's image folders (/images/<folder>/<file>):
 * pages give it to their images so the browser reserves the box before the picture arrives.
 */
export const PICTURE_SIZES = {
  item: { width: 600, height: 600 },
  store: { width: 400, height: 400 },
  'store-cover': { width: 1200, height: 500 },
  category: { width: 400, height: 400 },
  brand: { width: 400, height: 400 },
  banner: { width: 1200, height: 500 },
  campaign: { width: 1200, height: 500 },
  module: { width: 300, height: 300 },
  business: { width: 600, height: 200 },
  landing: { width: 1200, height: 600 },
  customer: { width: 300, height: 300 },
  parcel: { width: 400, height: 400 },
  'delivery-man': { width: 300, height: 300 },
  advertisement: { width: 1200, height: 600 },
} as const satisfies Record<string, PictureSize>;
