import { expect, test } from '@playwright/test';
import { openHome } from './cart-helpers';

// The ৳ sign has no glyph in common system fonts; a price must not show the empty "missing glyph" box.
test('prices draw the currency sign as a glyph, not the missing-glyph box', async ({ page }) => {
  await openHome(page, 'grocery');
  const price = page.getByText(/৳\d/).first();
  await expect(price).toBeVisible();

  const drawn = await price.evaluate(async (element) => {
    const family = getComputedStyle(element).fontFamily;
    await document.fonts.load(`32px ${family}`, '৳');
    const pixels = (text: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const context = canvas.getContext('2d')!;
      context.font = `32px ${family}`;
      context.fillText(text, 4, 36);
      return Array.from(context.getImageData(0, 0, 48, 48).data).join(',');
    };
    // A private-use character no font here draws: what it paints is the missing-glyph box.
    return { sameAsMissing: pixels('৳') === pixels('\uE000'), family };
  });
  expect(drawn.family).toContain('Currency Sign');
  expect(drawn.sameAsMissing).toBe(false);
});
