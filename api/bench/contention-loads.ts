// Traffic that competes with catalogue reads for the server's shared parts: guest checkouts that
// create an account (scrypt, on libuv's threads as brotli is) and guests' prescription uploads.
import zlib from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '../src/db';
import { largestCartOrder } from './largest-cart';
import type { SpecRequest } from './load-process';

/**
 * Guests' take-away orders of one line, each making an account of its contact: one password hash
 * each. Every request has a guest and a phone of its own (a taken phone is refused before any hash).
 */
export async function accountCheckouts(db: Db, guests: number[]): Promise<{ moduleId: number; request: SpecRequest }> {
  const order = await largestCartOrder(db);
  const cart = (order.fields.cart as unknown[]).slice(0, 1);
  const fields = { ...order.fields, cart, payment_method: 'cash_on_delivery', create_new_user: 1 };
  const body = { ...fields, guest_id: '{{guest}}', contact_person_number: '+88017{{seq}}', password: 'bench-pass-1' };
  return {
    moduleId: order.moduleId,
    request: {
      method: 'POST',
      path: '/api/v1/customer/order/place',
      // The guest id is a number on the wire.
      template: JSON.stringify(body).replace('"{{guest}}"', '{{guest}}'),
      guests,
    },
  };
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
};

/** A whole 1×1 PNG weighing `bytes`, as a phone's photo of a prescription would. */
function heavyPng(bytes: number): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(bytes, 'x')])),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 255, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const BOUNDARY = 'bench-upload-boundary';

/**
 * Guests' prescription orders of one 1.9 MB image each, from one address (the load generator's):
 * the upload limits refuse them once that address has sent its hour's worth. One form per guest,
 * each with a phone of its own, made once (the load generator shares the cores) and sent in turn.
 */
export async function prescriptionUploads(db: Db, guests: number[]): Promise<SpecRequest> {
  // A pharmacy open all day, so the bench's hour never finds it closed.
  const store = await db
    .selectFrom('stores')
    .innerJoin('store_schedules', 'store_schedules.store_id', 'stores.id')
    .select(['stores.id', 'stores.latitude', 'stores.longitude'])
    .where('stores.module_id', '=', 3)
    .where('stores.prescription_order', '=', 1)
    .where('stores.active', '=', 1)
    .where('store_schedules.opening_time', '=', '00:00:00')
    .where('store_schedules.closing_time', '=', '23:59:59')
    .groupBy('stores.id')
    .having((eb) => eb.fn.countAll(), '=', 7)
    .orderBy('stores.id')
    .executeTakeFirstOrThrow();
  const image = heavyPng(1.9 * 1024 * 1024);
  const forms = guests.map((guestId, i) => {
    const fields = {
      guest_id: guestId,
      store_id: store.id,
      order_type: 'take_away',
      address: 'Gulshan Avenue',
      latitude: store.latitude,
      longitude: store.longitude,
      contact_person_name: 'Bench Guest',
      contact_person_number: `+88017${String(20_000_000 + i).slice(-8)}`,
    };
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    return Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="order_attachment[]"; filename="rx.png"\r\n` +
          'content-type: image/png\r\n\r\n',
      ),
      image,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]).toString('base64');
  });
  return {
    method: 'POST',
    path: '/api/v1/customer/order/prescription/place',
    headers: { moduleid: '3', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    bodies64: forms,
  };
}

/** Bytes of prescription images the database holds. */
export async function storedAttachmentBytes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('order_attachments')
    .select(sql<number>`coalesce(sum(length(data)), 0)`.as('bytes'))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}
