import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpCustomer } from '../support/account';
import { moduleOfType, scrollToFooter } from '../support/pages';
import { settle } from '../support/fit';
import { addToCartOf, cardOf, cartButton, drawer, openHome, orderableItem, searchFor } from './cart-helpers';
import { customerAtCheckout } from './checkout-start';

// A phone's controls are big enough to tap (WCAG 2.2, 2.5.8: at least 24 × 24 CSS px), checkout's
// Place Order is in reach from the top of the page, and the floating cart covers no total.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MIN_TARGET = 24;

interface Box {
  name: string;
  width: number;
  height: number;
}

/** The size of each visible element the locator finds, named as a person would read it. */
const boxesOf = (locator: Locator): Promise<Box[]> =>
  locator.evaluateAll((elements) =>
    elements
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        return { name, width: rect.width, height: rect.height };
      })
      // Hidden ones (the footer's policy links on a phone) have no box.
      .filter((box) => box.width > 0 && box.height > 0),
  );

/** The boxes smaller than a tap target in either direction, with their sizes. */
async function tooSmall(label: string, locator: Locator): Promise<string[]> {
  const boxes = await boxesOf(locator);
  expect(boxes.length, `${label}: nothing found`).toBeGreaterThan(0);
  return boxes
    .filter((box) => box.width < MIN_TARGET || box.height < MIN_TARGET)
    .map((box) => `${label} "${box.name}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
}

/** Whether the element on top at the middle of `target` is `target` itself (or inside it), not something over it. */
const onTopAtItsMiddle = (target: Locator) =>
  target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });

/** A signed-in customer with one grocery item in the cart, on the grocery home. */
async function customerWithACart(page: Page) {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const { token } = await signUpCustomer('Sumaiya', 'Akter');
  await addToCartOf(token, item, grocery.id);
  await openHome(page, 'grocery', { token });
  return { item };
}

test('the cart line’s Delete, an item card’s title and the footer’s links are at least 24 × 24 px', async ({
  page,
}) => {
  const { item } = await customerWithACart(page);
  const failures: string[] = [];

  // An item card's title: the link to the product.
  await searchFor(page, item.name);
  const card = cardOf(page, item).first();
  await expect(card).toBeVisible();
  failures.push(...(await tooSmall('item card title', card.getByTitle(item.name, { exact: true }))));

  // The footer's links and link-like buttons, as a phone shows them.
  const footer = await scrollToFooter(page);
  await settle(page);
  failures.push(...(await tooSmall('footer link', footer.locator('a, button'))));

  // The cart line's Delete.
  await page.evaluate(() => window.scrollTo(0, 0));
  await cartButton(page).tap();
  const cart = drawer(page);
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  failures.push(
    ...(await tooSmall('cart Delete', cart.getByRole('button', { name: `Delete ${item.name} from cart` }))),
  );
  expect(failures).toEqual([]);
});

test('the parcel form’s Change is at least 24 × 24 px', async ({ page }) => {
  await openHome(page, 'grocery');
  await page.evaluate((stored) => localStorage.setItem('module', stored), JSON.stringify(await moduleOfType('parcel')));
  await page.goto('/home');
  await page.getByRole('button', { name: 'Documents', exact: true }).tap();
  await expect(page).toHaveURL(/\/parcel-delivery-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcel delivery info' })).toBeVisible();
  expect(await tooSmall('parcel Change', page.getByRole('link', { name: 'Change', exact: true }))).toEqual([]);
});

test('checkout’s Place Order, with the total, is in view from the top of checkout and leaves the last field clear', async ({
  page,
}) => {
  await customerAtCheckout(page, 'Nusrat', 'Jahan');
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  const place = page.getByRole('button', { name: 'Place Order' });
  // One Place Order, the one that places: floating at the foot of the screen.
  await expect(place).toHaveCount(1);
  await expect(place).toBeInViewport({ ratio: 1 });
  const viewport = page.viewportSize()!;
  const box = (await place.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  expect(await onTopAtItsMiddle(place)).toBe(true);
  const bar = page.getByTestId('place-order-bar');
  await expect(bar).toContainText('Total');
  await expect(bar).toContainText((await page.getByTestId('bill-total').innerText()).trim());

  // The form's last field, typed in, is not under the bar.
  const note = page.getByLabel('Additional Note');
  await note.tap();
  await note.pressSequentially('Ring twice');
  const [noteBox, barBox] = [(await note.boundingBox())!, (await bar.boundingBox())!];
  expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(barBox.y + 1);
  expect(await onTopAtItsMiddle(note)).toBe(true);

  // At the end of the page the bar sits in its place after the bill, and scrolls away with it. The
  // footer loads as the end nears and lengthens the page: scrolled on to the end, as a person does.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveAttribute('data-floating', 'false', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test('the floating cart covers none of the cart’s totals', async ({ page }) => {
  await customerWithACart(page);
  const floating = page.getByRole('button', { name: /^Open cart, / });
  await expect(floating).toBeVisible();

  // The drawer's subtotal: the drawer is above the floating button.
  await cartButton(page).tap();
  const subtotal = drawer(page).getByTestId('cart-subtotal');
  await expect(subtotal).toBeVisible();
  expect(await onTopAtItsMiddle(subtotal)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();

  // The cart page's bill: no floating cart there, whatever the scroll.
  await page.goto('/checkout?page=cart');
  // A new customer has no address yet: take-away has a bill at once.
  await page.getByRole('radio', { name: 'Take Away' }).tap();
  const total = page.getByTestId('bill-total');
  await expect(total).toBeVisible();
  await expect(floating).toHaveCount(0);
  await total.scrollIntoViewIfNeeded();
  expect(await onTopAtItsMiddle(total)).toBe(true);
});

test('a phone turned sideways keeps the header to one row of at most 64 px', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await openHome(page, 'grocery');
  const header = page.getByTestId('site-header');
  const height = await header.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(64);
  // Its controls are still reached: the Menu holds what the row leaves out.
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
});
