import { CampaignItemListSchema } from '@storefront/shared/contract/campaign';
import { StoreListResponseSchema } from '@storefront/shared/contract/store';
import { businessInstant } from '../lib/time';
import { createTestApp, FIXED_NOW, newCustomer, type TestApp } from './helpers';
import { parcelOrder, place } from './order-helpers';

// The demo must be orderable whenever someone starts it: open stores and a running campaign in every
// module with stores, at every hour of Dhaka's day, with closed stores still to be seen at night.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const STORE_MODULES = [1, 2, 3, 4];
const day = FIXED_NOW.toISOString().slice(0, 10);

async function storesAt(moduleId: number) {
  const res = await t.request({
    method: 'GET',
    url: '/api/v1/stores/get-stores/all?offset=1&limit=50',
    headers: { moduleId: String(moduleId), zoneid: '[1,2,3]' },
  });
  return StoreListResponseSchema.parse(res.body).stores;
}

async function runningCampaigns(moduleId: number) {
  const res = await t.request({
    method: 'GET',
    url: '/api/v1/campaigns/item',
    headers: { moduleId: String(moduleId) },
  });
  return CampaignItemListSchema.parse(res.body).filter((campaign) => campaign.is_running);
}

test.each(Array.from({ length: 24 }, (_, hour) => hour))(
  'at %i:30 Dhaka time every module has open stores and a running campaign',
  async (hour) => {
    t.setNow(businessInstant(day, `${hour}:30`));
    for (const moduleId of STORE_MODULES) {
      const stores = await storesAt(moduleId);
      expect(stores.filter((store) => store.open === 1).length).toBeGreaterThanOrEqual(2);
      expect(await runningCampaigns(moduleId)).not.toHaveLength(0);
    }
  },
);

test('at night stores with day hours show closed, and open again in the morning', async () => {
  t.setNow(businessInstant(day, '03:00'));
  const night = await storesAt(1);
  const dayHours = night.filter((store) => store.open === 0 && (store.schedules ?? []).length > 0);
  expect(dayHours.length).toBeGreaterThan(0);
  t.setNow(businessInstant(day, '10:00'));
  const morning = await storesAt(1);
  const openInTheMorning = dayHours.filter((store) => morning.find((s) => s.id === store.id)?.open === 1);
  expect(openInTheMorning.length).toBeGreaterThan(0);
});

test('a parcel, which has no stores and no hours, is orderable in the middle of the night', async () => {
  t.setNow(businessInstant(day, '03:00'));
  const me = await newCustomer(t);
  const res = await place(t, me, 5, parcelOrder());
  expect(res.status).toBe(200);
});
