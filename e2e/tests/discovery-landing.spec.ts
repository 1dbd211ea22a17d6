import { expect, test } from '@playwright/test';
import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { API_URL } from '../support/parts';

interface LandingReply {
  fixed_header_title: string;
  fixed_header_sub_title: string;
  fixed_module_title: string;
  fixed_referal_title: string;
  promotion_banners: { title: string }[];
  special_criterias: { title: string }[];
  available_zone_status: number;
  available_zone_title: string;
  available_zone_list: { display_name: string }[];
  download_user_app_links: { playstore_url: string; apple_store_url: string };
}

const landingData = async () => (await (await fetch(`${API_URL}/api/v1/landing-page`)).json()) as LandingReply;

test('the landing page shows every part of the seeded landing data', async ({ page }) => {
  const landing = await landingData();
  await page.goto('/');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: landing.fixed_header_title })).toBeVisible();
  await expect(main.getByText(landing.fixed_header_sub_title)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: landing.fixed_module_title })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Grocery' })).toBeVisible();
  for (const banner of landing.promotion_banners)
    await expect(main.getByRole('heading', { level: 3, name: banner.title })).toBeVisible();
  for (const criterion of landing.special_criterias)
    await expect(main.getByRole('heading', { level: 3, name: criterion.title })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: landing.fixed_referal_title })).toBeVisible();
  expect(landing.available_zone_status).toBe(1);
  const zones = main.getByRole('region', { name: landing.available_zone_title });
  for (const zone of landing.available_zone_list)
    await expect(zones.getByRole('heading', { level: 3, name: zone.display_name })).toBeVisible();
  const apps = main.getByRole('region', { name: 'Get the app' });
  await expect(apps.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    landing.download_user_app_links.playstore_url,
  );
  await expect(apps.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('target', '_blank');

  // The referral invitation leads to the account's referral-code section.
  await main.getByRole('link', { name: 'Get your referral code' }).click();
  await expect(page).toHaveURL(/\/referral-code$/);
});

test('a failed landing call says so with a retry, and the module cards keep working', async ({ page }) => {
  const landing = await landingData();
  let failing = true;
  await page.route('**/api/v1/landing-page', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"errors":[{"code":"x","message":"down"}]}',
        })
      : route.continue(),
  );
  await page.goto('/');
  const main = page.locator('main');
  await expect(main.getByText('The landing page could not be loaded.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Grocery' })).toBeVisible();
  failing = false;
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByRole('heading', { level: 1, name: landing.fixed_header_title })).toBeVisible();
});

test('the landing page passes axe in the light and dark themes', async ({ page }) => {
  const landing = await landingData();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landing.fixed_header_title })).toBeVisible();
  await expect(page.locator('main').getByRole('button', { name: 'Grocery' })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
});
