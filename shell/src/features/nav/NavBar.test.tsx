import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, locationAtom, moduleAtom, tokenAtom, type SelectedModule } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { configReply } from '../../test/fixtures';
import { NavBar } from './NavBar';

const moduleOf = (id: number, module_type: SelectedModule['module_type'], module_name: string) => ({
  id,
  module_type,
  module_name,
  icon_full_url: null,
  zones: [{ id: 1, name: 'Zone 1' }],
});
const MODULES = [moduleOf(1, 'grocery', 'Grocery'), moduleOf(5, 'parcel', 'Parcel')];

/** A window this wide: the media queries the nav asks answer as the browser would. */
let windowWidth = 1280;
const mediaListeners = new Set<() => void>();
function atWidth(width: number) {
  windowWidth = width;
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      get matches() {
        return max ? windowWidth <= Number(max[1]) : false;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
    } as unknown as MediaQueryList;
  };
}

/** The window turned to another width: every media query is told, as the browser tells them. */
function turnTo(width: number) {
  act(() => {
    windowWidth = width;
    for (const listener of [...mediaListeners]) listener();
  });
}

beforeEach(() => {
  appStore.set(tokenAtom, null);
  appStore.set(moduleAtom, MODULES[0]!);
  appStore.set(locationAtom, 'House 12, Road 90, Gulshan Avenue, Dhaka');
  fakeApi({
    'GET /config': () => ({ data: configReply }),
    'GET /module': () => ({ data: MODULES }),
    'GET /categories': () => ({ data: [] }),
  });
});

/** The nav, once its config and module list have arrived. */
async function renderNav(route = '/') {
  renderPart(<NavBar />, { route });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

const main = () => screen.getByRole('navigation', { name: 'Main' });
const controlsOf = (nav: HTMLElement) =>
  Array.from(
    nav.querySelectorAll('a, button'),
    (control) => control.getAttribute('aria-label') ?? control.textContent?.trim(),
  );

describe('at 390 px', () => {
  beforeEach(() => atWidth(390));

  it('keeps one row: Menu, logo, delivery location and cart, with no top strip', async () => {
    await renderNav();
    expect(controlsOf(main())).toEqual([
      'Menu',
      'Storefront',
      'Delivery location: House 12, Road 90, Gulshan Avenue, Dhaka. Change',
      'Cart, 0 items',
    ]);
    expect(screen.queryByTestId('top-strip')).not.toBeInTheDocument();
  });

  it('has no cart in the parcel module, and reads Pick location before a location is picked', async () => {
    appStore.set(moduleAtom, MODULES[1]!);
    appStore.set(locationAtom, null);
    await renderNav();
    expect(controlsOf(main())).toEqual(['Menu', 'Storefront', 'Pick location']);
  });

  it('reaches sign-in, the module, stores, wishlist, track order and the help line from the Menu drawer', async () => {
    await renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    // Its contents load with the first opening.
    expect(await within(drawer).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/sign-in');
    expect(within(drawer).getByRole('button', { name: 'Stores' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Wishlist, 0 saved' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
    expect(await within(drawer).findByRole('link', { name: 'Help line: 09610-000000' })).toBeInTheDocument();

    // The module button closes the drawer and opens the module dialog (its code loads on this first
    // opening), which lists parcel too.
    await userEvent.click(within(drawer).getByTestId('module-button'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    const modules = await screen.findByRole('dialog', { name: 'Select a type of module for your orders' });
    expect(await within(modules).findByRole('button', { name: 'Parcel' })).toBeInTheDocument();
  });

  it("folds a customer's account pages under Account in the drawer", async () => {
    appStore.set(tokenAtom, 'token');
    await renderNav();
    expect(within(main()).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const account = within(drawer).getByRole('button', { name: 'Account' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(account);
    const pages = within(drawer).getByRole('list', { name: 'Account' });
    expect(within(pages).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/profile?page=my-orders');
    expect(within(drawer).getByRole('link', { name: 'Chat' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

describe('at 1280 px', () => {
  beforeEach(() => atWidth(1280));

  it('shows the top strip before a location is picked, so picking one does not move the page', async () => {
    appStore.set(locationAtom, null);
    await renderNav();
    const strip = screen.getByTestId('top-strip');
    expect(within(strip).getByRole('button', { name: 'Pick location' })).toBeInTheDocument();
    expect(within(main()).getByTestId('module-button')).toHaveTextContent('Grocery');
    expect(within(main()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(within(strip).getByRole('combobox', { name: 'Language' })).toBeInTheDocument());
  });

  it('shows a configured logo (a wordmark) without the name again beside it; the link still reads the name', async () => {
    await renderNav();
    const home = within(main()).getByRole('link', { name: 'Storefront' });
    expect(home.querySelector('img')).toHaveAttribute('src', expect.stringContaining('storefront-logo'));
    expect(home.querySelector('.brand-name')).toBeNull();
  });

  it('without a configured logo, shows the shell’s mark with the business name beside it', async () => {
    fakeApi({
      'GET /config': () => ({ data: { ...configReply, logo: null, logo_full_url: null } }),
      'GET /module': () => ({ data: MODULES }),
      'GET /categories': () => ({ data: [] }),
    });
    await renderNav();
    const home = within(main()).getByRole('link', { name: 'Storefront' });
    expect(home.querySelector('img')).toBeNull();
    expect(home.querySelector('.brand-name')).toHaveTextContent('Storefront');
  });
});

describe('the logout confirmation', () => {
  beforeEach(() => appStore.set(tokenAtom, 'token'));

  it('asked from the account menu at 1280 px, stays open when the window narrows to a phone and back', async () => {
    atWidth(1280);
    await renderNav();
    await userEvent.click(within(main()).getByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('dialog', { name: 'Logout' })).toHaveTextContent('Are you sure you want to logout?');
    turnTo(390);
    expect(within(main()).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Logout' })).toBeInTheDocument();
    turnTo(1280);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Logout' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Logout' })).not.toBeInTheDocument();
    expect(appStore.get(tokenAtom)).toBe('token');
  });

  it('asked from the compact menu at 768 px, stays open at 1280 px, and Yes signs the customer out', async () => {
    const signedOut = jest.fn(() => ({ data: { message: 'Logged out' } }));
    fakeApi({
      'GET /config': () => ({ data: configReply }),
      'GET /module': () => ({ data: MODULES }),
      'GET /categories': () => ({ data: [] }),
      'POST /auth/logout': signedOut,
    });
    atWidth(768);
    await renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Logout' }));
    turnTo(1280);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Logout' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(appStore.get(tokenAtom)).toBeNull());
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Logout' })).not.toBeInTheDocument();
  });
});

describe('Sign In from the header', () => {
  beforeEach(() => atWidth(1280));

  it('comes back to the product, store or checkout it was pressed on', async () => {
    await renderNav('/item/fresh-milk?module_id=1');
    expect(within(main()).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth/sign-in?return_to=${encodeURIComponent('/item/fresh-milk?module_id=1')}`,
    );
  });

  it('from home goes to sign-in alone, and home is where it comes back to', async () => {
    await renderNav('/home');
    expect(within(main()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/sign-in');
  });
});
