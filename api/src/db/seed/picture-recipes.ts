import type { Kysely } from 'kysely';
import { isImageFile } from '../../lib/images';
import { categoryPicture } from '../../services/pictures/match';
import { hueOf } from '../../services/pictures/render';
import type { Database } from '../schema';
import { promotionPictures } from './picture-promotions';
import { settingPictures } from './picture-settings';
import { catalogueView, distinct, type CatalogueView, type Want, type WantedPicture } from './picture-view';
import { BRAND_PICTURES, MODULE_PICTURES } from './pictures-data';

/** Modules (icon and thumbnail), categories, brands, stores (logo and cover) and items (and their galleries). */
function cataloguePictures(view: CatalogueView, want: Want): void {
  for (const m of view.modules) {
    const hue = view.moduleHue(m.id);
    const icon = MODULE_PICTURES[m.module_type]?.icon ?? 'shoppingBags';
    want('module', m.icon, () => ({ kind: 'tile', label: m.module_name, hue, picture: [icon] }));
    want('module', m.thumbnail, () => ({ kind: 'scene', label: m.module_name, hue, emojis: view.moduleScene(m.id) }));
  }
  for (const c of view.categories) {
    want('category', c.image, () => ({
      kind: 'tile',
      label: c.name,
      hue: hueOf(c.name),
      picture: categoryPicture(c.name),
    }));
  }
  for (const b of view.brands) {
    const first = view.items.find((it) => it.brand_id === b.id);
    const picture =
      BRAND_PICTURES[b.name] ?? categoryPicture(first ? view.categoryName.get(first.category_id) : undefined);
    want('brand', b.image, () => ({ kind: 'tile', label: b.name, hue: hueOf(b.name), picture }));
  }
  for (const s of view.stores) {
    const hue = hueOf(s.name);
    want('store', s.logo, () => ({ kind: 'tile', label: s.name, hue, picture: view.storePicture(s) }));
    // The cover: the store's categories' illustrations (then its items', when it has few categories).
    want('store-cover', s.cover_photo, () => {
      const leaves = view.storeLeaves(s.id).map((leaf) => categoryPicture(leaf)[0]);
      const emojis = distinct([...leaves, ...view.storeEmojis(s.id)]).slice(0, 5);
      return { kind: 'scene', layout: 'row', label: s.name, hue, emojis };
    });
  }
  for (const it of view.items) {
    const picture = view.pictureOfItem.get(it.id) ?? categoryPicture(undefined);
    const hue = hueOf(it.name);
    want('item', it.image, () => ({ kind: 'tile', label: it.name, hue, picture }));
    let gallery: unknown = [];
    try {
      gallery = JSON.parse(it.images);
    } catch {
      // Not a list: no gallery pictures.
    }
    (Array.isArray(gallery) ? gallery : []).forEach((file, i) => {
      if (typeof file === 'string') {
        want('item', file, () => ({ kind: 'tile', label: it.name, hue, picture, view: i === 0 ? 2 : 3 }));
      }
    });
  }
}

/**
 * Every picture the database's rows name, each derived from its row's own name and kind through
 * the tables of pictures-data.ts: items, categories, brands, stores (logo and cover), modules (icon
 * and thumbnail), banners, campaigns, module banners, ads, notifications, parcel categories,
 * delivery men, the business and landing settings, the parcel video block and the demo customer.
 */
export async function wantedPictures(db: Kysely<Database>): Promise<WantedPicture[]> {
  const wanted = new Map<string, WantedPicture>();
  const want: Want = (folder, file, recipe) => {
    const key = `${folder}/${file ?? ''}`;
    if (file && isImageFile(file) && !wanted.has(key)) wanted.set(key, { folder, file, recipe });
  };
  const view = await catalogueView(db);
  cataloguePictures(view, want);
  await promotionPictures(db, view, want);
  await settingPictures(db, view, want);
  return [...wanted.values()];
}
