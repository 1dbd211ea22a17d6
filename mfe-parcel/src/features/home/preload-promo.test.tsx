import { screen, waitFor } from '@testing-library/react';
import { appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { preloadedPictures } from '../../../../tools/jest/preloaded-pictures';
import { renderPart } from '../../../../tools/jest/render-part';
import { PromoBanners } from './PromoBanners';
import { preloadParcelHomePicture } from './preload-promo';

const banner = (id: number, picture: string | null) => ({
  id,
  module_id: 5,
  key: 'promotional_banner',
  title: `Offer ${id}`,
  value: 'x.svg',
  value_full_url: picture,
});
const banners = [banner(1, null), banner(2, 'http://api.example/images/banner/send-anything.svg')];

beforeEach(() => {
  document.head.innerHTML = '';
  appStore.set(moduleAtom, { id: 5, module_type: 'parcel', module_name: 'Parcel' });
});

it("on the parcel home, reads the promo banners once and fetches the first picture before the home renders; that one is the page's priority", async () => {
  const calls = fakeApi({ 'GET /other-banners': () => ({ data: banners }) });
  preloadParcelHomePicture('/home');
  await waitFor(() => expect(preloadedPictures()).toHaveLength(1));
  expect(preloadedPictures()[0]?.href).toBe('http://api.example/images/banner/send-anything.svg');

  renderPart(<PromoBanners />, { route: '/home' });
  expect(await screen.findByAltText('Offer 2')).toHaveAttribute('fetchpriority', 'high');
  expect(calls.filter((call) => call.url === '/other-banners')).toHaveLength(1);
});

it('reads nothing on the delivery-info page', async () => {
  const calls = fakeApi({ 'GET /other-banners': () => ({ data: banners }) });
  preloadParcelHomePicture('/parcel-delivery-info');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls).toEqual([]);
});
