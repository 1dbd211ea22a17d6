export interface PictureSize {
  readonly width: number;
  readonly height: number;
  /**
   * The widths the API draws the picture at (`?w=`), narrowest first; the last is what a plain
   * request gets. A page that says how wide it shows a picture lets the browser take the narrowest
   * one that is sharp enough.
   */
  readonly rasterWidths?: readonly number[];
}

/**
 * The intrinsic size of the pictures in each of the API's image folders (/images/<folder>/<file>):
 * pages give it to their images so the browser reserves the box before the picture arrives. The
 * widest raster is the largest box the pages show it in at 2x density, never more than the
 * picture's own width; the narrower ones are for cards and phones.
 */
export const PICTURE_SIZES = {
  // The product page and its 2x zoom; cards show it at about 160–200 px.
  item: { width: 600, height: 600, rasterWidths: [360, 600] },
  store: { width: 400, height: 400, rasterWidths: [240] },
  // Full width on the store's page; about 300 px on a store card.
  'store-cover': { width: 1200, height: 500, rasterWidths: [600, 1200] },
  category: { width: 400, height: 400, rasterWidths: [240] },
  brand: { width: 400, height: 400, rasterWidths: [240] },
  // A carousel slide: at most about 540 px wide (1.1 a view below 600 px, 3 above, about 400 px).
  banner: { width: 1200, height: 500, rasterWidths: [480, 720, 960] },
  // Full width on the campaign's page.
  campaign: { width: 1200, height: 500, rasterWidths: [600, 1200] },
  module: { width: 300, height: 300, rasterWidths: [240] },
  // The header's logo is at most 140 px wide.
  business: { width: 600, height: 200, rasterWidths: [420] },
  landing: { width: 1200, height: 600, rasterWidths: [600, 1200] },
  customer: { width: 300, height: 300, rasterWidths: [240] },
  parcel: { width: 400, height: 400, rasterWidths: [240] },
  'delivery-man': { width: 300, height: 300, rasterWidths: [240] },
  // Slides like the banners'.
  advertisement: { width: 1200, height: 600, rasterWidths: [480, 960] },
} as const satisfies Record<string, Required<PictureSize>>;
