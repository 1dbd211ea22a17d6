import { ConversationListResponseSchema, MessageDetailsResponseSchema } from '@storefront/shared/contract/conversation';
import { bearer, createTestApp, errorCodes, newCustomer, type TestApp, signInDemo, parse } from './helpers';
import { JPEG_1PX } from './image-fixtures';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signInDemo(t);
});
afterAll(async () => {
  await t.app.close();
});

const get = (token: string | null, url: string) =>
  t.request({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (token: string, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/v1/customer/message/send', headers: bearer(token), payload });

describe('conversations', () => {
  test('the demo customer has a store, a delivery man and the admin, latest first, with unread counts', async () => {
    const list = parse(ConversationListResponseSchema, (await get(demo, '/api/v1/customer/message/list')).body);
    expect(list.conversations.map((c) => c.receiver_type).sort()).toEqual(['admin', 'delivery_man', 'vendor']);
    const dm = list.conversations.find((c) => c.receiver_type === 'delivery_man');
    expect(dm?.unread_message_count).toBe(1);
    expect(dm?.last_message?.sender_type).toBe('delivery_man');
    const times = list.conversations.map((c) => c.updated_at);
    expect([...times].sort().reverse()).toEqual(times);

    const found = parse(
      ConversationListResponseSchema,
      (await get(demo, `/api/v1/customer/message/search-list?name=${encodeURIComponent('support')}`)).body,
    );
    expect(found.conversations.map((c) => c.receiver_type)).toEqual(['admin']);
  });

  test('details by conversation id or by delivery_man_id mark the messages seen', async () => {
    const list = parse(ConversationListResponseSchema, (await get(demo, '/api/v1/customer/message/list')).body);
    const dm = list.conversations.find((c) => c.receiver_type === 'delivery_man');
    const byId = parse(
      MessageDetailsResponseSchema,
      (await get(demo, `/api/v1/customer/message/details?delivery_man_id=${dm?.receiver_id}`)).body,
    );
    expect(byId.conversation?.id).toBe(dm?.id);
    expect(byId.messages).toHaveLength(3);
    const again = parse(
      MessageDetailsResponseSchema,
      (await get(demo, `/api/v1/customer/message/details?conversation_id=${dm?.id}`)).body,
    );
    expect(again.conversation?.unread_message_count).toBe(0);
  });

  test('send: to the admin (a new conversation for a new customer), then into it by id', async () => {
    const c = await newCustomer(t);
    const first = await send(c.token, { receiver_type: 'admin', receiver_id: 0, message: 'Hello there' });
    expect(first.status).toBe(200);
    const reply = parse(MessageDetailsResponseSchema, first.body);
    expect(reply.messages[0]?.message).toBe('Hello there');
    const conversationId = reply.conversation?.id;
    const f = new FormData();
    f.append('conversation_id', String(conversationId));
    f.append('image[]', new Blob([new Uint8Array(JPEG_1PX)], { type: 'image/jpeg' }), 'photo.jpg');
    const second = parse(MessageDetailsResponseSchema, (await send(c.token, f)).body);
    expect(second.total_size).toBe(2);
    expect(second.messages[0]?.file_full_url[0]).toMatch(/\/uploads\/files\/[a-f0-9]{32}\.jpg$/);
  });

  test('422 without a message or a receiver; nothing is stored', async () => {
    const c = await newCustomer(t);
    const empty = await send(c.token, { receiver_type: 'admin', receiver_id: 0, message: '  ' });
    expect(empty.status).toBe(422);
    expect(errorCodes(empty.body)).toEqual(['message']);
    const nobody = await send(c.token, { message: 'hi' });
    expect(nobody.status).toBe(422);
    const badType = await send(c.token, { receiver_type: 'martian', receiver_id: 1, message: 'hi' });
    expect(badType.status).toBe(422);
    const list = parse(ConversationListResponseSchema, (await get(c.token, '/api/v1/customer/message/list')).body);
    expect(list.total_size).toBe(0);
  });

  test("another customer cannot read or write the demo's conversations, nor chat with a stranger's delivery man", async () => {
    const c = await newCustomer(t);
    const list = parse(ConversationListResponseSchema, (await get(demo, '/api/v1/customer/message/list')).body);
    const theirs = list.conversations[0];
    expect((await get(c.token, `/api/v1/customer/message/details?conversation_id=${theirs?.id}`)).status).toBe(404);
    expect((await send(c.token, { conversation_id: theirs?.id, message: 'peek' })).status).toBe(404);
    const dm = list.conversations.find((x) => x.receiver_type === 'delivery_man');
    const stranger = await send(c.token, {
      receiver_type: 'delivery_man',
      receiver_id: dm?.receiver_id,
      message: 'hi',
    });
    expect(stranger.status).toBe(403);
    const other = parse(
      MessageDetailsResponseSchema,
      (await get(c.token, `/api/v1/customer/message/details?delivery_man_id=${dm?.receiver_id}`)).body,
    );
    expect(other.messages).toEqual([]);
    expect((await get(null, '/api/v1/customer/message/list')).status).toBe(401);
  });

  test('a store can be messaged by its id', async () => {
    const c = await newCustomer(t);
    const res = parse(
      MessageDetailsResponseSchema,
      (await send(c.token, { receiver_type: 'vendor', receiver_id: 1, message: 'Open on Friday?' })).body,
    );
    expect(res.conversation?.receiver.id).toBe(1);
    expect((await send(c.token, { receiver_type: 'vendor', receiver_id: 99999, message: 'x' })).status).toBe(404);
  });
});
