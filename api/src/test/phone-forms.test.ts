import { createTestApp, newGuest, type TestApp } from './helpers';
import { addToCart, delivery, place, storeAndItem } from './order-helpers';

// A phone can be written locally (01…), nationally (1…) or internationally (+880…, 880…): every
// place the API stores or looks one up treats all of them as the one E.164 number.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const FORMS = ['01767513805', '1767513805', '+8801767513805', '8801767513805'];

test('sign-up stores E.164 from the local form; another form of it is "already taken"; each form signs in', async () => {
  const signUp = (phone: string, email: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { name: 'Nadia Rahman', email, phone, password: 'secret-pass-1' },
    });
  const first = await signUp('01767513805', 'nadia@example.test');
  expect(first.status).toBe(200);
  const stored = await t.app.ctx.db
    .selectFrom('users')
    .select('phone')
    .where('email', '=', 'nadia@example.test')
    .executeTakeFirstOrThrow();
  expect(stored.phone).toBe('+8801767513805');

  // The form the old phone field sent for a local number, trunk 0 kept behind the country code.
  const again = await signUp('+88001767513805', 'nadia2@example.test');
  expect(again.status).toBe(403);
  expect(again.body).toMatchObject({ errors: [{ code: 'phone', message: 'The phone has already been taken.' }] });

  for (const phone of FORMS) {
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'manual', email_or_phone: phone, password: 'secret-pass-1', field_type: 'phone' },
    });
    expect([phone, login.status]).toEqual([phone, 200]);
  }
});

test("a guest's order is tracked by its contact number in any form", async () => {
  const { store, item } = await storeAndItem(t, 1, 1);
  const guest = await newGuest(t);
  await addToCart(t, { guestId: guest }, item, 1);
  const placed = await place(t, { guestId: guest }, 1, {
    ...delivery(store),
    contact_person_name: 'Rumi Akter',
    contact_person_number: '01711223344',
  });
  expect(placed.status).toBe(200);
  const orderId = (placed.body as { order_id: number }).order_id;
  for (const contact of ['01711223344', '+8801711223344', '880 1711 223344', '1711223344']) {
    const track = await t.request({
      method: 'GET',
      url: `/api/v1/customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=${encodeURIComponent(contact)}`,
    });
    expect([contact, track.status]).toEqual([contact, 200]);
  }
  const wrong = await t.request({
    method: 'GET',
    url: `/api/v1/customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=01711223345`,
  });
  expect(wrong.status).toBe(404);
});

test("a guest's order, and the account made with it, take only a complete, valid contact number", async () => {
  const { store, item } = await storeAndItem(t, 1, 1);
  for (const [typed, createAccount] of [
    ['01abc7def', 0],
    ['01712', 0],
    ['0000000', 1],
  ] as const) {
    const guest = await newGuest(t);
    await addToCart(t, { guestId: guest }, item, 1);
    const placed = await place(t, { guestId: guest }, 1, {
      ...delivery(store),
      contact_person_name: 'Rumi Akter',
      contact_person_number: typed,
      create_new_user: createAccount,
      password: 'secret-pass-1',
    });
    expect([typed, placed.status]).toEqual([typed, 422]);
    expect(placed.body).toMatchObject({
      errors: [{ code: 'contact_person_number', message: 'The phone must be a valid phone number.' }],
    });
  }
});
