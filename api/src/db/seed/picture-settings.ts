import type { Kysely } from 'kysely';
import { themePictures, words } from '../../services/pictures/match';
import { hueOf } from '../../services/pictures/render';
import type { Database } from '../schema';
import { DEMO_EMAIL } from '.';
import { distinct, setting, type CatalogueView, type Want } from './picture-view';
import {
  BRAND_HUE,
  CUSTOMER_FACES,
  DELIVERY_MAN_FACES,
  MODULE_PICTURES,
  PARCEL_PICTURES,
  type EmojiName,
} from './pictures-data';
import type { BusinessSettings, LandingSettings } from '../business-settings';

/** Parcel categories, delivery men, the business and landing settings, the parcel video block, the demo customer. */
export async function settingPictures(db: Kysely<Database>, view: CatalogueView, want: Want): Promise<void> {
  const [parcels, men, demo] = await Promise.all([
    db.selectFrom('parcel_categories').select(['name', 'image']).orderBy('id').execute(),
    db.selectFrom('delivery_men').select(['id', 'f_name', 'l_name', 'image', 'vehicle_id']).orderBy('id').execute(),
    db
      .selectFrom('users')
      .select(['id', 'f_name', 'l_name', 'image'])
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirst(),
  ]);
  for (const p of parcels) {
    const picture = PARCEL_PICTURES[p.name] ?? ['package'];
    want('parcel', p.image, () => ({ kind: 'tile', label: p.name, hue: hueOf(p.name), picture }));
  }
  for (const d of men) {
    const face = DELIVERY_MAN_FACES[(d.id - 1) % DELIVERY_MAN_FACES.length] ?? 'manMedium';
    const vehicle: EmojiName = d.vehicle_id === 2 ? 'car' : d.vehicle_id === 3 ? 'truck' : 'scooter';
    const name = `${d.f_name} ${d.l_name}`;
    want('delivery-man', d.image, () => ({ kind: 'tile', label: name, hue: hueOf(name), picture: [face, vehicle] }));
  }

  const business = await setting<BusinessSettings>(db, 'business');
  const name = business.business_name ?? 'Storefront';
  const brand = themePictures(name)?.[0] ?? 'shoppingBags';
  want('business', business.logo, () => ({ kind: 'wordmark', label: name, hue: BRAND_HUE, emoji: brand, text: name }));
  want('business', business.fav_icon, () => ({ kind: 'scene', label: name, hue: BRAND_HUE, emojis: [brand] }));
  for (const p of business.active_payment_method_list ?? []) {
    const emoji = themePictures(p.gateway_title)?.[0] ?? 'creditCard';
    const text = p.gateway_title;
    want('business', p.gateway_image, () => ({ kind: 'wordmark', label: text, hue: hueOf(text), emoji, text }));
  }

  const landing = await setting<LandingSettings>(db, 'landing');
  const icons = distinct<EmojiName>([brand, ...view.modules.map((m) => MODULE_PICTURES[m.module_type]?.icon)]);
  const title = landing.fixed_header_title ?? name;
  // The header sits beside the landing's title: the modules' illustrations round the brand's.
  want('landing', landing.header_banner, () => ({
    kind: 'scene',
    label: title,
    hue: hueOf(title),
    emojis: icons.slice(0, 5),
  }));
  const firsts = distinct(view.modules.map((m) => MODULE_PICTURES[m.module_type]?.scene[0]));
  want('landing', landing.fixed_promotional_banner, () => ({
    kind: 'scene',
    layout: 'row',
    label: name,
    hue: BRAND_HUE,
    emojis: firsts.slice(0, 5),
  }));
  for (const p of landing.promotion_banners ?? []) {
    const emojis = themePictures(p.title) ?? icons.slice(0, 3);
    want('landing', p.image, () => ({ kind: 'scene', label: p.title, hue: hueOf(p.title), emojis }));
  }
  for (const c of landing.special_criterias ?? []) {
    // Shown as a small icon: one illustration.
    const emoji = themePictures(c.title)?.[0] ?? brand;
    want('landing', c.image, () => ({ kind: 'scene', label: c.title, hue: hueOf(c.title), emojis: [emoji] }));
  }

  // The parcel home's how-it-works block names its pictures only: they are drawn from those names.
  const video = await setting<{ banner_video_content: string | null; banner_image: string | null }>(
    db,
    'parcel_video_content',
  );
  for (const file of [video.banner_video_content, video.banner_image]) {
    if (!file) continue;
    const label = words(file.replace(/\.svg$/, '')).trim();
    const emojis = themePictures(label) ?? ['package', 'scooter', 'pin'];
    want('banner', file, () => ({ kind: 'scene', label, hue: hueOf(label), emojis }));
  }

  // The demo customer's avatar, under the names the customer and review serializers give it.
  if (demo && !demo.image) {
    const face = CUSTOMER_FACES[demo.id % CUSTOMER_FACES.length] ?? 'personMedium';
    const full = `${demo.f_name} ${demo.l_name ?? ''}`.trim();
    const profile = `${demo.f_name.toLowerCase() || 'customer'}-${demo.id}.svg`.replace(/[^a-z0-9.-]/g, '');
    const reviewer = `${demo.f_name} ${(demo.l_name ?? '').slice(0, 1)}`.trim();
    const review = `${reviewer.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;
    for (const file of [profile, review]) {
      want('customer', file, () => ({ kind: 'tile', label: full, hue: hueOf(full), picture: [face] }));
    }
  }
}
