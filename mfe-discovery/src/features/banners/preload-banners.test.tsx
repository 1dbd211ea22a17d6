import { screen, waitFor } from '@testing-library/react';
import { appStore, moduleAtom, sessionHeaders } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { preloadedPictures } from '../../../../tools/jest/preloaded-pictures';
import { renderPart } from '../../../../tools/jest/render-part';
import { BannerCarousel } from './BannerCarousel';
import { preloadHomeBanners } from './preload-banners';

const HOME = { pathname: '/home', search: '' };

const banner = {
  id: 7,
  title: 'Grocery deals',
  type: 'default',
  image_full_url: 'http://api.example/images/banner/grocery-deals.svg',
  link: null,
  store: null,
  item: null,
};

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.__storefrontFirstReads;
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
});

it("on a module's home, reads the banners once and fetches the first slide's picture before the home renders", async () => {
  const calls = fakeApi({ 'GET /banners': () => ({ data: { banners: [banner], campaigns: [] } }) });
  preloadHomeBanners(HOME);
  await waitFor(() => expect(preloadedPictures()).toHaveLength(1));

  const [link] = preloadedPictures();
  expect(link?.href).toBe(banner.image_full_url);
  // The widths the slide's <img> chooses from, so the browser reuses this fetch for it.
  expect(link?.getAttribute('imagesrcset')).toBe(
    `${banner.image_full_url}?w=480 480w, ${banner.image_full_url}?w=720 720w, ${banner.image_full_url} 960w`,
  );
  expect(link?.getAttribute('imagesizes')).toBe('(max-width: 600px) 91vw, (max-width: 1280px) 33vw, 410px');
  expect(link?.getAttribute('fetchpriority')).toBe('high');

  renderPart(<BannerCarousel />, { route: '/home' });
  expect(await screen.findByAltText('Grocery deals')).toBeInTheDocument();
  expect(calls.filter((call) => call.url === '/banners')).toHaveLength(1);
});

it('reads nothing on other pages, a listing on /home, or before a module is chosen', async () => {
  const calls = fakeApi({ 'GET /banners': () => ({ data: { banners: [banner], campaigns: [] } }) });
  preloadHomeBanners({ pathname: '/store/quick-mart', search: '' });
  preloadHomeBanners({ pathname: '/home', search: '?search=milk&data_type=searched' });
  appStore.set(moduleAtom, null);
  preloadHomeBanners(HOME);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls).toEqual([]);
  expect(preloadedPictures()).toEqual([]);
});

it("takes the banners the page's first reads fetched instead of asking again, if the session is the same", async () => {
  const calls = fakeApi({ 'GET /banners': () => ({ data: { banners: [banner], campaigns: [] } }) });
  const early = { ...banner, title: 'Read by the page' };
  window.__storefrontFirstReads = {
    '/banners': { headers: sessionHeaders(), body: Promise.resolve({ banners: [early], campaigns: [] }) },
  };
  preloadHomeBanners(HOME);
  renderPart(<BannerCarousel />, { route: '/home' });
  expect(await screen.findByAltText('Read by the page')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('asks again when the first read went with another session, or failed', async () => {
  const calls = fakeApi({ 'GET /banners': () => ({ data: { banners: [banner], campaigns: [] } }) });
  const stale = { banners: [{ ...banner, title: 'Another zone' }], campaigns: [] };
  window.__storefrontFirstReads = {
    '/banners': { headers: { ...sessionHeaders(), zoneid: '[9]' }, body: Promise.resolve(stale) },
  };
  preloadHomeBanners(HOME);
  renderPart(<BannerCarousel />, { route: '/home' });
  expect(await screen.findByAltText('Grocery deals')).toBeInTheDocument();
  expect(calls.filter((call) => call.url === '/banners')).toHaveLength(1);
});
