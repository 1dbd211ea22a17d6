import net from 'node:net';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { DEMO_EMAIL } from '../db/seed';
import { readEnv } from '../lib/env';
import { TOO_MANY_ATTEMPTS_CODE } from '../lib/rate-limits';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../lib/rate-limit-settings';
import { PASSWORD_HASHING } from '../lib/security';
import { SERVER_BUSY_MESSAGE } from '../lib/server-busy';
import { IMAGE_PIXELS_MESSAGE } from '../lib/uploads';
import { bearer, createTestApp, errorCodes, errorMessages, newCustomer, newGuest, type TestApp } from './helpers';
import { PNG_1PX } from './image-fixtures';
import { addToCart, delivery, HOME, orderCount, place, storeAndItem } from './order-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds (checked every 5 ms), failing after `ms`. */
async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  for (const started = Date.now(); !condition(); await sleep(5)) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
  }
}

let signUps = 0;
const signUp = (app = t) => {
  signUps += 1;
  return app.request({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: {
      name: `Load ${signUps}`,
      email: `load${signUps}@example.test`,
      phone: `+88019${String(10_000_000 + signUps).slice(-8)}`,
      password: 'secret-pass-1',
    },
  });
};

const signIn = (email: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login_type: 'manual', email_or_phone: email, password: 'wrong-pass-1', field_type: 'email' },
  });

describe('security: password hashing cannot take the thread pool', () => {
  test('of 20 sign-ups at once at most 2 hash together, and a compressed read meanwhile gets a thread', async () => {
    let answered = 0;
    const replies = Promise.all(
      Array.from({ length: 20 }, () =>
        signUp().then((res) => {
          answered += 1;
          return res;
        }),
      ),
    );
    await until(() => PASSWORD_HASHING.waiting > 0);
    const read = await t.request({ method: 'GET', url: '/api/v1/config', headers: { 'accept-encoding': 'br' } });
    const answeredBeforeRead = answered;
    const statuses = (await replies).map((res) => res.status);

    expect(read.status).toBe(200);
    expect(read.headers.get('content-encoding')).toBe('br');
    // libuv has 4 threads: two hashing leave zlib two, so the read does not queue behind the hashes.
    expect(PASSWORD_HASHING.peakActive).toBeLessThanOrEqual(2);
    expect(answeredBeforeRead).toBeLessThan(10);
    for (const status of statuses) expect([200, 503]).toContain(status);
    expect(statuses).toContain(200);
  });

  test('past the 2 s wait a hash is refused with 503 and Retry-After, never a 500; nothing is saved', async () => {
    const { store, item } = await storeAndItem(t, 1, 1);
    const guestId = await newGuest(t);
    expect((await addToCart(t, { guestId }, item, 1)).status).toBe(200);
    const ordersBefore = await orderCount(t);
    // Both slots taken for longer than a request may wait.
    const holders = Promise.all([PASSWORD_HASHING.run(() => sleep(3000)), PASSWORD_HASHING.run(() => sleep(3000))]);

    const replies = await Promise.all([
      signUp(),
      signUp(),
      // The dummy hash of an unknown account waits its turn too, as does a real account's check.
      signIn('nobody-here@example.test'),
      signIn(DEMO_EMAIL),
      place(t, { guestId }, 1, {
        ...delivery(store),
        contact_person_name: 'Busy Guest',
        contact_person_number: '+8801719000999',
        create_new_user: 1,
        password: 'secret-pass-1',
      }),
    ]);
    for (const res of replies) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.body).toEqual({ errors: [{ code: 'server_busy', message: SERVER_BUSY_MESSAGE }] });
    }
    expect(await orderCount(t)).toBe(ordersBefore);

    await holders;
    expect((await signUp()).status).toBe(200);
  });
});

/** A raw connection to `app`: what it received so far, and whether the server closed it. */
function connect(app: TestApp) {
  const { port } = app.app.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  const state = { received: '', closed: false };
  socket.on('data', (data: Buffer) => (state.received += data.toString('latin1')));
  socket.on('close', () => (state.closed = true));
  socket.on('error', () => {});
  const write = (data: string | Buffer) => new Promise<void>((resolve) => socket.write(data, () => resolve()));
  return { socket, state, write };
}

describe('security: a request must arrive within its time', () => {
  let quick: TestApp;
  beforeAll(async () => {
    quick = await createTestApp({ env: { requestTimeoutSeconds: 1, headersTimeoutSeconds: 1 } });
  });
  afterAll(async () => {
    await quick.app.close();
  });

  test('REQUEST_TIMEOUT_SECONDS (30 by default, 1 to 300) and HEADERS_TIMEOUT_SECONDS (10, within it)', () => {
    const read = (source: NodeJS.ProcessEnv) => {
      const env = readEnv({ NODE_ENV: 'test', ...source });
      return [env.requestTimeoutSeconds, env.headersTimeoutSeconds];
    };
    expect(read({})).toEqual([30, 10]);
    expect(read({ REQUEST_TIMEOUT_SECONDS: '5' })).toEqual([5, 5]);
    expect(read({ REQUEST_TIMEOUT_SECONDS: '0', HEADERS_TIMEOUT_SECONDS: '0' })).toEqual([1, 1]);
    expect(read({ REQUEST_TIMEOUT_SECONDS: '9999', HEADERS_TIMEOUT_SECONDS: '20' })).toEqual([300, 20]);
  });

  test('a body trickled in slowly is cut with 408', async () => {
    const { socket, state, write } = connect(quick);
    const started = Date.now();
    await write(
      'POST /api/v1/customer/cart/add HTTP/1.1\r\nHost: api\r\ncontent-type: application/json\r\n' +
        'content-length: 1000\r\n\r\n{"guest_id":',
    );
    const trickle = setInterval(() => socket.write(' '), 200);
    try {
      await until(() => state.closed, 5000);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect(state.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  test('headers sent slowly are cut too; an idle keep-alive connection is not', async () => {
    const slow = connect(quick);
    await slow.write('GET /health HTTP/1.1\r\n');
    const trickle = setInterval(() => slow.socket.write('x-filler: 1\r\n'), 200);
    try {
      await until(() => slow.state.closed, 5000);
    } finally {
      clearInterval(trickle);
      slow.socket.destroy();
    }
    expect(slow.state.received).toMatch(/^HTTP\/1\.1 408 /);

    const kept = connect(quick);
    try {
      await kept.write('GET /health HTTP/1.1\r\nHost: api\r\n\r\n');
      await until(() => kept.state.received.includes('"ok"'));
      await sleep(1500); // longer than a request may take
      await kept.write('GET /health HTTP/1.1\r\nHost: api\r\n\r\n');
      await until(() => kept.state.received.split('HTTP/1.1 200').length === 3);
      expect(kept.state.closed).toBe(false);
    } finally {
      kept.socket.destroy();
    }
  });
});

const MB = 1024 * 1024;
const BOUNDARY = 'load-test-boundary';
const multipartHead = (url: string, contentLength: number, headers = '') =>
  `POST ${url} HTTP/1.1\r\nHost: api\r\n${headers}content-type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
  `content-length: ${contentLength}\r\n\r\n`;
const filePart = (field: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="rx.png"\r\ncontent-type: image/png\r\n\r\n`;

describe('security: multipart forms only where uploads are taken, read as they arrive', () => {
  test('a multipart body to a route without uploads is 415', async () => {
    const guestId = await newGuest(t);
    const form = new FormData();
    form.append('guest_id', String(guestId));
    form.append('item_id', '1');
    form.append('quantity', '1');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { moduleId: '1' },
      payload: form,
    });
    expect(res.status).toBe(415);
    expect(errorCodes(res.body)).toEqual(['body']);
    const cart = await t.request({ method: 'GET', url: `/api/v1/customer/cart/list?guest_id=${guestId}` });
    expect(cart.body).toEqual([]);
  });

  test('...answered before its body is read, and the connection is cut rather than read to its end', async () => {
    const declared = 30 * MB;
    const { socket, state, write } = connect(t);
    try {
      await write(multipartHead('/api/v1/customer/cart/add', declared) + filePart('image'));
      await write(Buffer.alloc(64 * 1024));
      await until(() => state.received.includes('\r\n\r\n'));
      expect(state.received).toMatch(/^HTTP\/1\.1 415 /);
      let sent = 64 * 1024;
      const chunk = Buffer.alloc(MB);
      while (!state.closed && sent < declared) {
        await write(chunk);
        sent += chunk.length;
        await sleep(1);
      }
      expect(state.closed).toBe(true);
      expect(sent).toBeLessThan(declared / 2);
    } finally {
      socket.destroy();
    }
  });

  test('an upload declaring more than its route takes is 413 before any of it is read', async () => {
    const { socket, state, write } = connect(t);
    try {
      await write(multipartHead('/api/v1/customer/order/prescription/place', 20 * MB, 'moduleid: 3\r\n'));
      await until(() => state.received.includes('}'));
      expect(state.received).toMatch(/^HTTP\/1\.1 413 /);
      expect(state.received).toContain('The form may not be larger than 6.5 MB.');
    } finally {
      socket.destroy();
    }
  });

  test('an image past 2 MB is refused as it passes 2 MB, not once the whole form has arrived', async () => {
    const guestId = await newGuest(t);
    const { socket, state, write } = connect(t);
    try {
      const field = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="guest_id"\r\n\r\n${guestId}\r\n`;
      await write(multipartHead('/api/v1/customer/order/prescription/place', 5 * MB, 'moduleid: 3\r\n'));
      await write(field + filePart('order_attachment[]'));
      await write(Buffer.concat([PNG_1PX, Buffer.alloc(2 * MB + 64 * 1024)]));
      await until(() => state.received.includes('}'));
      expect(state.received).toMatch(/^HTTP\/1\.1 422 /);
      expect(state.received).toContain(
        '{"errors":[{"code":"order_attachment","message":"Each image may be at most 2 MB."}]}',
      );
    } finally {
      socket.destroy();
    }
  });

  test('the forms the routes take still work, with their messages: one profile photo kept, a second refused', async () => {
    const me = await newCustomer(t);
    const form = new FormData();
    form.append('f_name', 'Form');
    form.append('l_name', 'Reader');
    form.append('email', me.email);
    form.append('image', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'me.png');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(me.token),
      payload: form,
    });
    expect(res.status).toBe(200);
    const two = new FormData();
    for (const [k, v] of Object.entries({ f_name: 'Form', l_name: 'Reader', email: me.email })) two.append(k, v);
    for (let i = 0; i < 2; i++) two.append('image', new Blob([new Uint8Array(PNG_1PX)]), `me${i}.png`);
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(me.token),
      payload: two,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ errors: [{ code: 'image', message: 'Upload one image.' }] });
  });
});

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
};

/** A whole PNG declaring `width`×`height` pixels, carrying `padding` bytes of text. */
function png(width: number, height: number, padding = 0): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunks = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(padding > 0 ? [pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 'x')]))] : []),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 255, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ];
  return new Uint8Array(Buffer.concat(chunks));
}

/** A prescription order of one image from a guest (a new one unless given). */
async function prescription(app: TestApp, image: Uint8Array<ArrayBuffer> = new Uint8Array(PNG_1PX), guestId?: number) {
  const { store } = await storeAndItem(app, 3, 1);
  const form = new FormData();
  const fields = {
    store_id: store.id,
    address: 'Gulshan Avenue',
    latitude: HOME.lat,
    longitude: HOME.lng,
    contact_person_name: 'Rahim Uddin',
    contact_person_number: '+8801711000111',
  };
  for (const [k, v] of Object.entries({ ...fields, guest_id: guestId ?? (await newGuest(app)) }))
    form.append(k, String(v));
  form.append('order_attachment[]', new Blob([image], { type: 'image/png' }), 'rx.png');
  return app.request({
    method: 'POST',
    url: '/api/v1/customer/order/prescription/place',
    headers: { moduleId: '3' },
    payload: form,
  });
}

function expectTooMany(res: { status: number; body: unknown; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(errorCodes(res.body)).toEqual([TOO_MANY_ATTEMPTS_CODE]);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('security: what guests may upload in an hour is bounded', () => {
  const withLimits = (uploadLimits: UploadLimits) => createTestApp({ env: { uploadLimits } });

  test('the production bounds: per address ten guests’ worth or more', () => {
    expect(DEFAULT_UPLOAD_LIMITS.perAddress).toBeGreaterThanOrEqual(10 * DEFAULT_UPLOAD_LIMITS.perOwner);
  });

  test('a guest past its bound gets 429; others from the same address go on up to the address bound', async () => {
    // Kilobytes: each one-pixel image counts one.
    const app = await withLimits({ perOwner: 3, perAddress: 30, guestsTotal: 10_000 });
    try {
      const first = await newGuest(app);
      for (let i = 0; i < 3; i++) expect((await prescription(app, undefined, first)).status).toBe(200);
      expectTooMany(await prescription(app, undefined, first));
      const second = await newGuest(app);
      for (let i = 0; i < 3; i++) expect((await prescription(app, undefined, second)).status).toBe(200);

      let accepted = 6;
      for (let guests = 0; guests < 20; guests++) {
        const guestId = await newGuest(app);
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await prescription(app, undefined, guestId)).status);
        accepted += statuses.filter((s) => s === 200).length;
        if (statuses.includes(429)) break;
      }
      // 30 KB from the address: 29 images kept and the one refused at the first guest's bound.
      expect(accepted).toBe(29);
      expectTooMany(await prescription(app));
    } finally {
      await app.app.close();
    }
  });

  test('guests together have a bound of their own; an account still uploads', async () => {
    const app = await withLimits({ perOwner: 2, perAddress: 20, guestsTotal: 3 });
    try {
      expect((await prescription(app)).status).toBe(200);
      expect((await prescription(app)).status).toBe(200);
      expect((await prescription(app)).status).toBe(200);
      expectTooMany(await prescription(app));
      const me = await newCustomer(app);
      const form = new FormData();
      for (const [k, v] of Object.entries({ f_name: 'Still', l_name: 'Uploading', email: me.email })) form.append(k, v);
      form.append('image', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'me.png');
      const res = await app.request({
        method: 'POST',
        url: '/api/v1/customer/update-profile',
        headers: bearer(me.token),
        payload: form,
      });
      expect(res.status).toBe(200);
    } finally {
      await app.app.close();
    }
  });

  test('bytes are counted, not requests: a second large image passes the bound', async () => {
    const app = await withLimits({ perOwner: 100, perAddress: 1000, guestsTotal: 10_000 });
    try {
      const guestId = await newGuest(app);
      const large = png(1, 1, 60 * 1024);
      expect((await prescription(app, large, guestId)).status).toBe(200);
      expectTooMany(await prescription(app, large, guestId));
      const rows = await app.app.ctx.db.selectFrom('order_attachments').select('order_id').execute();
      expect(rows).toHaveLength(1);
    } finally {
      await app.app.close();
    }
  });
});

describe('security: an image may not declare more pixels than can be decoded', () => {
  test('a small PNG declaring 30000×30000 pixels is refused with 422 on its field', async () => {
    const huge = png(30_000, 30_000);
    expect(huge.length).toBeLessThan(200);
    const before = await orderCount(t);
    const res = await prescription(t, huge);
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['order_attachment']);
    expect(errorMessages(res.body)).toEqual([IMAGE_PIXELS_MESSAGE]);
    expect(await orderCount(t)).toBe(before);

    const me = await newCustomer(t);
    const form = new FormData();
    for (const [k, v] of Object.entries({ f_name: 'Huge', l_name: 'Photo', email: me.email })) form.append(k, v);
    form.append('image', new Blob([png(20_000, 1)], { type: 'image/png' }), 'me.png');
    const photo = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(me.token),
      payload: form,
    });
    expect(photo.status).toBe(422);
    expect(errorCodes(photo.body)).toEqual(['image']);
  });

  test('a photo of 8000×5000 pixels is accepted', async () => {
    expect((await prescription(t, png(8000, 5000))).status).toBe(200);
  });
});
