// The pages and navigations the bench measures (issue #21): the landing, every module's home, search,
// a store, the cart, a signed-in customer's home, and two client-side navigations. Each says what the
// page shows once its part has rendered, asked of the API the bench serves.
import { originOf } from '../tools/parts.mjs';
import { MODULE_TYPES, homeOf } from './stats.cjs';

const api = originOf('api');
async function apiJson(pathname, init = {}) {
  const response = await fetch(`${api}/api/v1/${pathname}`, {
    ...init,
    headers: { accept: 'application/json', zoneid: '[1]', 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return response.json();
}

const WAIT_MS = 60_000;
const heading = (name) => (page) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: WAIT_MS });

/** What the site stores once a customer chose a module and a delivery location (shared/src/state). */
function visitorWith(module) {
  return {
    module: JSON.stringify({ id: module.id, module_type: module.module_type, module_name: module.module_name }),
    currentLatLng: JSON.stringify({ lat: 23.7925, lng: 90.4078 }),
    zoneid: '[1]',
    location: 'Gulshan Avenue, Dhaka',
  };
}

/** A module's home shows its name as the heading; parcel's home is its own part, headed "Send a parcel". */
const homeReady = (module) => heading(module.module_type === 'parcel' ? 'Send a parcel' : module.module_name);

/** The targets in the order measured: page loads, then navigations (`navigation: true`). */
export async function scenarios() {
  const modules = await apiJson('module');
  // The first module of each type the issue names; a type the API lacks is an error, not a skipped page.
  const byType = Object.fromEntries(
    MODULE_TYPES.map((type) => {
      const module = modules.find((candidate) => candidate.module_type === type);
      if (!module) throw new Error(`the API has no ${type} module`);
      return [type, module];
    }),
  );
  const grocery = byType.grocery;
  const visitor = visitorWith(grocery);
  const stores = await apiJson('stores/popular?type=all&offset=1&limit=1', {
    headers: { moduleId: String(grocery.id) },
  });
  const store = stores.stores[0];
  const login = await apiJson('auth/login', {
    method: 'POST',
    body: JSON.stringify({
      login_type: 'manual',
      email_or_phone: 'demo@storefront.test',
      password: 'demo12345',
      field_type: 'email',
    }),
  });
  // The demo customer's token in storage, as the site keeps it after sign-in.
  const customer = { ...visitor, token: login.token };

  const pages = [
    { key: 'landing', path: '/', storage: {}, ready: heading('Everything you need, delivered') },
    ...MODULE_TYPES.map((type) => ({
      key: homeOf(type),
      path: '/home',
      storage: visitorWith(byType[type]),
      ready: homeReady(byType[type]),
    })),
    {
      key: 'search',
      path: '/home?search=milk&data_type=searched',
      storage: visitor,
      ready: heading('Search results for \u201cmilk\u201d'),
    },
    { key: 'store', path: `/store/${store.slug ?? store.id}`, storage: visitor, ready: heading(store.name) },
    {
      key: 'cart',
      path: '/checkout?page=cart',
      storage: visitor,
      ready: (page) => page.getByRole('button', { name: 'Continue Shopping' }).waitFor({ timeout: WAIT_MS }),
    },
    { key: 'signed-in home', path: '/home', storage: customer, ready: homeReady(grocery) },
  ];
  const navigations = [
    // A guest's empty cart: its "Continue Shopping" button takes the customer home.
    {
      key: 'home→checkout',
      to: '/checkout?page=cart',
      element: 'Continue Shopping',
      handled: 'left-path',
      storage: visitor,
    },
    // The demo customer's profile: "Edit Personal Details" swaps the card for the form.
    {
      key: 'home→profile',
      to: '/profile',
      element: 'Edit Personal Details',
      handled: 'element-gone',
      storage: customer,
    },
  ].map((navigation) => ({ ...navigation, navigation: true, path: '/home', ready: homeReady(grocery) }));
  return [...pages, ...navigations];
}
