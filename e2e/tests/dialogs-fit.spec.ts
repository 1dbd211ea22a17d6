import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInWith, signUpCustomer } from '../support/account';
import { apiNow, withApiClockAt } from '../support/clock';
import { resizeTo, widthsInTurn } from '../support/fit';
import { withModule } from '../support/discovery';
import { moduleOfType, navControls, openModuleDialog, scrollToFooter } from '../support/pages';
import { SHELL_URL } from '../support/parts';
import { typeInto } from '../support/typing';
import {
  api,
  cartButton,
  customerWithAnOrder,
  clearCartOf,
  drawer,
  openHome,
  orderableItem,
  plain,
  popularItems,
  signInDemo,
} from './cart-helpers';

// Every dialog of every part fits a phone, a tablet and a desktop: nothing inside it reaches past
// its edges (a half-hidden phone input, a cut-off map), so it never slides sideways when a field
// takes focus, however the window came to its width. SCREENSHOTS=1 saves each one to e2e/screenshots/
// to be looked at.
const WIDTHS = [390, 768, 1280];

/** What sticks out of the dialog sideways: each element past its left or right edge, by name. */
async function overflowOf(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((box) => {
    const edge = box.getBoundingClientRect();
    const out: string[] = [];
    if (box.scrollWidth > box.clientWidth + 1) out.push(`content ${box.scrollWidth} px in ${box.clientWidth}`);
    // Elements inside a scroller or clipper of their own (a gallery, a map) are that box's business.
    const clipped = (el: Element) => {
      for (let node = el.parentElement; node && node !== box; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of box.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || clipped(el)) continue;
      if (rect.right > edge.right + 1 || rect.left < edge.left - 1) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(rect.left)}–${Math.round(rect.right)}`);
      }
    }
    return out;
  });
}

async function signedInCheckout(page: Page) {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const token = await signInDemo();
  await clearCartOf(token);
  await openHome(page, 'grocery', { token });
  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
}

async function guestWithAnItem(page: Page) {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  await openHome(page, 'grocery');
  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

async function guestAtCheckoutPrompt(page: Page) {
  await guestWithAnItem(page);
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
}

/** The guest contact dialog at checkout, reached as a guest would. */
async function openGuestContact(page: Page) {
  await guestAtCheckoutPrompt(page);
  await page
    .getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })
    .getByRole('button', { name: 'Guest' })
    .click();
  await page.getByRole('button', { name: 'Edit contact info' }).click();
}

/** Wide layouts keep the full nav; below 1180 px it folds into the Menu drawer. */
const isCompact = (page: Page) => (page.viewportSize()?.width ?? 0) < 1180;

const dialogs: {
  name: string;
  title: string | RegExp;
  open: (page: Page) => Promise<void>;
  widths?: number[];
}[] = [
  {
    name: 'quick view',
    title: /./,
    open: async (page) => {
      const food = await moduleOfType('food');
      const burger = (await popularItems(food.id)).find(
        (item) => item.food_variations.some((group) => group.required === 'on') && item.add_ons.length > 0,
      )!;
      await openHome(page, 'food');
      await page.getByRole('button', { name: `Add ${burger.name} to cart` }).click();
      await expect(
        page.getByRole('dialog', { name: burger.name }).getByRole('button', { name: 'Add to Cart' }),
      ).toBeVisible();
    },
  },
  {
    name: 'cart drawer',
    title: 'Shopping Cart',
    open: async (page) => {
      await guestWithAnItem(page);
      await cartButton(page).click();
      await expect(drawer(page).getByRole('button', { name: 'Proceed To Checkout' })).toBeVisible();
    },
  },
  {
    name: 'delivery location alert',
    title: 'Insert delivery location',
    open: async (page) => {
      const grocery = await moduleOfType('grocery');
      const item = (await popularItems(grocery.id)).find(plain)!;
      await openHome(page, 'grocery', { location: false });
      await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
    },
  },
  {
    name: 'clear cart confirmation',
    title: 'Clear cart?',
    open: async (page) => {
      // Two plain items of two stores: the second asks to clear the cart of the first.
      const grocery = await moduleOfType('grocery');
      const items = (await popularItems(grocery.id)).filter(plain);
      const first = items[0]!;
      const other = items.find((item) => item.store_id !== first.store_id)!;
      await openHome(page, 'grocery');
      await page
        .getByRole('button', { name: `Add ${first.name} to cart` })
        .first()
        .click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page
        .getByRole('button', { name: `Add ${other.name} to cart` })
        .first()
        .click();
    },
  },
  {
    name: 'module picker',
    title: 'Select a type of module for your orders',
    open: async (page) => {
      await page.goto('/');
      await openModuleDialog(page);
    },
  },
  {
    name: 'location picker',
    title: /location/i,
    open: async (page) => {
      await page.goto('/auth/sign-in');
      await page.getByRole('button', { name: 'Pick location' }).click();
      await expect(page.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
    },
  },
  {
    name: 'sign-in or guest prompt',
    title: 'Do you want to login or continue as a guest?',
    open: guestAtCheckoutPrompt,
  },
  {
    name: 'guest contact dialog',
    title: 'Contact information',
    open: openGuestContact,
  },
  {
    name: 'guest contact dialog with the country list open',
    title: 'Contact information',
    open: async (page) => {
      await openGuestContact(page);
      const dialog = page.getByRole('dialog', { name: 'Contact information' });
      await dialog.getByRole('button', { name: /^Country: / }).press('Enter');
      await page.keyboard.type('+44');
      await expect(dialog.getByRole('option', { name: /United Kingdom/ })).toBeVisible();
    },
  },
  {
    name: 'new address dialog',
    title: 'Add new address',
    open: async (page) => {
      await signedInCheckout(page);
      await page.getByRole('button', { name: 'Add address' }).click();
      await expect(page.getByRole('dialog', { name: 'Add new address' }).getByText('Label As')).toBeVisible();
    },
  },
  {
    name: 'saved addresses dialog',
    title: 'Saved Addresses',
    open: async (page) => {
      await signedInCheckout(page);
      await page.getByRole('button', { name: 'View Saved Address' }).click();
    },
  },
  {
    name: 'parcel receiver address dialog',
    title: 'Receiver address',
    open: async (page) => {
      await page.addInitScript(() => {
        if (localStorage.getItem('location')) return;
        localStorage.setItem('location', 'Gulshan Avenue, Dhaka');
        localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.7925, lng: 90.4078 }));
        localStorage.setItem('zoneid', '[1]');
      });
      await page.goto('/');
      await openModuleDialog(page);
      await page
        .getByRole('dialog', { name: 'Select a type of module for your orders' })
        .getByRole('button', { name: (await moduleOfType('parcel')).module_name })
        .click();
      await page.getByRole('button', { name: 'Documents', exact: true }).click();
      await page.getByRole('button', { name: 'Choose delivery address' }).click();
    },
  },
  {
    name: 'guest order confirmation',
    title: 'Thank you for your order',
    open: async (page) => {
      await openGuestContact(page);
      const contact = page.getByRole('dialog', { name: 'Contact information' });
      await typeInto(contact.getByLabel('Contact Person Name'), 'Nadia Islam');
      await typeInto(contact.getByLabel('Contact Person Number'), '01711556677');
      await typeInto(contact.getByLabel('Contact Person Email'), 'nadia@example.com');
      await contact.getByRole('button', { name: 'Save' }).click();
      await expect(contact).toBeHidden();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
    },
  },
  {
    name: 'review prompt',
    title: 'How was your order?',
    open: async (page) => {
      // The order is delivered an hour later on the API's clock, and the prompt asks for a review.
      const { token } = await customerWithAnOrder('Lamia', 'Chowdhury');
      await signInWith(page, token, { quietReminder: false });
      await withApiClockAt(new Date((await apiNow()).getTime() + 3600_000), async () => {
        await page.goto('/home');
        await expect(page.getByRole('dialog', { name: 'How was your order?' })).toBeVisible();
      });
    },
  },
  {
    name: 'welcome modal',
    title: 'Welcome',
    open: async (page) => {
      // A first sign-up leaves this flag (its own test signs up through the page).
      const { token } = await signUpCustomer('Mim', 'Akter');
      await signInWith(page, token);
      await page.addInitScript(() => localStorage.setItem('welcome-modal', 'true'));
      await page.goto('/home');
      await expect(
        page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Start Shopping' }),
      ).toBeVisible();
    },
  },
  {
    name: 'order tracking drawer',
    title: 'Order Tracking',
    open: async (page) => {
      const { token, orderId } = await customerWithAnOrder('Lamia', 'Chowdhury');
      await signInWith(page, token);
      await page.goto(`/my-orders?orderId=${orderId}`);
      await page.getByRole('button', { name: 'Track Order' }).click();
      await expect(page.getByRole('dialog', { name: 'Order Tracking' }).getByText(/^Order ID #\d+$/)).toBeVisible();
    },
  },
  {
    name: 'cancel order dialog',
    title: 'Cancel Order',
    open: async (page) => {
      const { token, orderId } = await customerWithAnOrder('Lamia', 'Chowdhury');
      await signInWith(page, token);
      await page.goto(`/my-orders?orderId=${orderId}`);
      await page.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(page.getByRole('dialog', { name: 'Cancel Order' }).getByRole('radio').first()).toBeVisible();
    },
  },
  {
    name: 'wishlist drawer',
    title: 'Wishlist',
    open: async (page) => {
      const { token } = await signUpCustomer('Wren', 'Ahmed');
      await withModule(page, 'grocery', { token });
      await page.goto('/store/fresh-basket');
      await page.getByRole('button', { name: 'Add Fresh Basket to wishlist' }).click();
      await (await navControls(page)).getByRole('button', { name: 'Wishlist, 1 saved' }).click();
      await page.getByRole('dialog', { name: 'Wishlist' }).getByRole('button', { name: 'Stores', exact: true }).click();
      await expect(
        page.getByRole('dialog', { name: 'Wishlist' }).getByRole('link', { name: 'Fresh Basket' }),
      ).toBeVisible();
    },
  },
  {
    name: 'listing filter',
    title: 'Filter',
    open: async (page) => {
      await withModule(page, 'grocery');
      await page.goto('/home?search=special-offer&data_type=discounted');
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Filter' }).getByLabel('Min price', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'compact menu',
    title: 'Menu',
    widths: [390, 768],
    open: async (page) => {
      const { token } = await signUpCustomer('Rafi', 'Karim');
      await withModule(page, 'grocery', { token });
      await page.goto('/home');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' })).toBeVisible();
    },
  },
  {
    name: 'logout confirmation',
    title: 'Logout',
    open: async (page) => {
      const { token } = await signUpCustomer('Rafi', 'Karim');
      await withModule(page, 'grocery', { token });
      await page.goto('/home');
      if (isCompact(page)) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
      } else {
        await page.getByRole('button', { name: 'Account' }).click();
        await page.getByRole('button', { name: 'Logout' }).click();
      }
    },
  },
  {
    name: 'stores list',
    title: /^(Stores|Restaurants)$/,
    open: async (page) => {
      await withModule(page, 'grocery');
      await page.goto('/home');
      await (await navControls(page)).getByRole('button', { name: 'Stores', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Stores' }).getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'footer map',
    title: /./,
    open: async (page) => {
      await withModule(page, 'grocery');
      await page.goto('/home');
      // The business address in the footer opens it on a map.
      const { address } = await api<{ address: string }>('config');
      await (await scrollToFooter(page)).getByRole('button', { name: address }).click();
      await expect(page.getByRole('dialog', { name: address })).toBeVisible();
    },
  },
];

for (const [index, dialog] of dialogs.entries()) {
  // Opened once, at each width in turn from one dialog to the next, then seen at the others by
  // resizing the window.
  const widths = widthsInTurn(dialog.widths ?? WIDTHS, index);
  const openedAt = widths[0];
  test(`the ${dialog.name} fits at ${(dialog.widths ?? WIDTHS).join(', ')} px`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: SHELL_URL, viewport: { width: openedAt, height: 844 } });
    const page = await context.newPage();
    try {
      await dialog.open(page);
      const box = page.getByRole('dialog', { name: dialog.title }).last();
      await expect(box).toBeVisible();
      // Let images and the map settle before measuring.
      await page.waitForLoadState('networkidle');
      for (const width of widths) {
        if (width !== openedAt) await resizeTo(page, width);
        await expect(box).toBeVisible();
        const label =
          width === openedAt
            ? `${dialog.name} at ${width} px`
            : `${dialog.name} at ${width} px (opened at ${openedAt})`;
        expect(await overflowOf(box), label).toEqual([]);
        if (process.env.SCREENSHOTS) {
          await page.screenshot({ path: `screenshots/dialog-${dialog.name.replace(/\W+/g, '-')}-${width}.png` });
        }
      }
    } finally {
      await context.close();
    }
  });
}
