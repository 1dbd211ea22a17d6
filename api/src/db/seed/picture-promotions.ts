import type { Kysely } from 'kysely';
import { themePictures } from '../../services/pictures/match';
import { hueOf, type Recipe } from '../../services/pictures/render';
import type { Database } from '../schema';
import { distinct, type CatalogueView, type Want } from './picture-view';

/** The call to action on a module's banners. */
const CTA: Record<string, string> = {
  grocery: 'Shop now',
  food: 'Order now',
  pharmacy: 'Order now',
  ecommerce: 'Shop now',
  parcel: 'Book a pickup',
};

/**
 * Banners in the store's colours with its name and its items' illustrations (store-wise), the item
 * and its store (item-wise), or the module's (default); campaigns; module banners; ads; notifications.
 */
export async function promotionPictures(db: Kysely<Database>, view: CatalogueView, want: Want): Promise<void> {
  const [banners, campaigns, moduleBanners, ads, notifications] = await Promise.all([
    db.selectFrom('banners').select(['title', 'type', 'image', 'data', 'module_id']).orderBy('id').execute(),
    db.selectFrom('campaigns').select(['title', 'description', 'image', 'module_id']).orderBy('id').execute(),
    db.selectFrom('module_banners').select(['title', 'kind', 'image', 'module_id']).orderBy('id').execute(),
    db
      .selectFrom('advertisements')
      .select(['add_type', 'title', 'description', 'store_id', 'cover_image', 'profile_image'])
      .orderBy('id')
      .execute(),
    db.selectFrom('notifications').select(['title', 'image']).where('image', 'is not', null).orderBy('id').execute(),
  ]);

  for (const b of banners) {
    const module = view.moduleById.get(b.module_id);
    const cta = CTA[module?.module_type ?? ''] ?? 'Order now';
    const store = b.type === 'store_wise' ? view.storeById.get(b.data ?? -1) : undefined;
    const item = b.type === 'item_wise' ? view.itemById.get(b.data ?? -1) : undefined;
    want('banner', b.image, (): Recipe => {
      const common = { kind: 'banner', label: b.title, title: b.title, cta } as const;
      if (store) {
        return {
          ...common,
          hue: hueOf(store.name),
          eyebrow: module?.module_name,
          // Each category on one line: no-break spaces within a name.
          subtitle: view
            .storeLeaves(store.id)
            .slice(0, 3)
            .map((leaf) => leaf.replace(/ /g, '\u00a0'))
            .join(' · '),
          emojis: view.storeEmojis(store.id).slice(0, 3),
        };
      }
      if (item) {
        const seller = view.storeById.get(item.store_id);
        const [main, accent] = view.pictureOfItem.get(item.id) ?? ['gift'];
        return {
          ...common,
          hue: hueOf(seller?.name ?? item.name),
          eyebrow: seller?.name,
          subtitle:
            item.discount > 0 && item.discount_type === 'percent'
              ? `${item.discount}% off today`
              : 'A special price today',
          emojis: distinct([main, accent, ...view.storeEmojis(item.store_id)]).slice(0, 3),
        };
      }
      return {
        ...common,
        hue: view.moduleHue(b.module_id),
        eyebrow: module?.module_name,
        subtitle: module?.description,
        emojis: themePictures(b.title) ?? view.moduleScene(b.module_id),
      };
    });
  }

  for (const c of campaigns) {
    const scene = view.moduleScene(c.module_id);
    const theme = themePictures(c.title) ?? ['gift'];
    want('campaign', c.image, () => ({
      kind: 'banner',
      label: c.title,
      hue: hueOf(c.title),
      eyebrow: 'Campaign',
      title: c.title,
      subtitle: c.description,
      cta: 'See offers',
      emojis: distinct([scene[0], theme[0], scene[1]]),
    }));
  }

  for (const mb of moduleBanners) {
    const theme = themePictures(mb.title);
    const hue = view.moduleHue(mb.module_id);
    want('banner', mb.image, (): Recipe => {
      if (mb.kind === 'promotional') {
        // Shown as a wide strip: everything in the middle band.
        const emojis = theme ?? view.moduleScene(mb.module_id);
        return { kind: 'banner', label: mb.title, hue, title: mb.title, band: true, emojis };
      }
      // Shown as a small square icon beside its text: one illustration, centred.
      const emoji = theme?.[0] ?? view.moduleScene(mb.module_id)[0] ?? 'gift';
      return { kind: 'scene', label: mb.title, hue, emojis: [emoji] };
    });
  }

  for (const ad of ads) {
    const store = view.storeById.get(ad.store_id);
    if (!store) continue;
    const video = ad.add_type === 'video_promotion';
    want('advertisement', ad.cover_image, () => ({
      kind: 'banner',
      label: ad.title,
      hue: hueOf(store.name),
      eyebrow: video ? 'Watch' : 'Sponsored',
      title: store.name,
      subtitle: ad.description,
      emojis: view.storeEmojis(store.id).slice(0, 3),
      play: video,
    }));
    const logo = view.storePicture(store);
    want('store', ad.profile_image, () => ({ kind: 'tile', label: store.name, hue: hueOf(store.name), picture: logo }));
  }

  for (const n of notifications) {
    const emojis = themePictures(n.title) ?? ['gift'];
    want('banner', n.image, () => ({ kind: 'scene', label: n.title, hue: hueOf(n.title), emojis }));
  }
}
