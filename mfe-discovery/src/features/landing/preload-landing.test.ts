import { waitFor } from '@testing-library/react';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { preloadedPictures } from '../../../../tools/jest/preloaded-pictures';
import { wireLanding } from '../../test/fixtures';
import { preloadLandingHero } from './preload-landing';

beforeEach(() => {
  document.head.innerHTML = '';
});

it("on the landing, reads its data and fetches the header's picture as the part loads", async () => {
  const calls = fakeApi({ 'GET /landing-page': () => ({ data: wireLanding }) });
  preloadLandingHero('/');
  await waitFor(() => expect(preloadedPictures()).toHaveLength(1));
  // The header picture is shown at its plain address (no sizes): the preload asks for that one.
  expect(preloadedPictures()[0]?.href).toBe(wireLanding.header_banner_full_url);
  expect(preloadedPictures()[0]?.hasAttribute('imagesrcset')).toBe(false);
  expect(calls.map((call) => call.url)).toEqual(['/landing-page']);
});

it('reads nothing on another page', async () => {
  const calls = fakeApi({ 'GET /landing-page': () => ({ data: wireLanding }) });
  preloadLandingHero('/home');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls).toEqual([]);
});
