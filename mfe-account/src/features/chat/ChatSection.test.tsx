import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@storefront/shared/router';
import { appStore, chatRefreshAtom, toast, tokenAtom } from '@storefront/shared';
import type { ChatMessage, Conversation } from '@storefront/shared/contract/conversation';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { ChatSection } from './ChatSection';

jest.spyOn(toast, 'error').mockImplementation(() => 'ok');
beforeEach(() => appStore.set(tokenAtom, 'token'));
afterEach(() => appStore.set(tokenAtom, null));

const message = (id: number, sender: ChatMessage['sender_type'], text: string, conversationId = 2): ChatMessage => ({
  id,
  conversation_id: conversationId,
  sender_type: sender,
  sender_id: 1,
  message: text,
  file_full_url: [],
  is_seen: 0,
  created_at: `2026-01-01T10:0${id}:00.000Z`,
});

const conversation = (
  id: number,
  type: Conversation['receiver_type'],
  name: string,
  receiverId: number,
  last: ChatMessage | null,
  unread = 0,
): Conversation => ({
  id,
  sender_type: 'customer',
  sender_id: 1,
  receiver_type: type,
  receiver_id: receiverId,
  receiver: { id: receiverId, name, image_full_url: null },
  unread_message_count: unread,
  last_message: last,
  last_message_time: last?.created_at ?? null,
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
});

const listReply = (conversations: Conversation[], offset: number) => ({
  data: { total_size: conversations.length, limit: 10, offset, conversations: offset === 1 ? conversations : [] },
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderChat(route: string) {
  return renderPart(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ChatSection />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

it('lists the conversations with their unread counts and opens one, oldest message first', async () => {
  const thread = [message(3, 'delivery_man', 'I am outside'), message(2, 'customer', 'Where are you?')];
  const calls = fakeApi({
    'GET /customer/message/list': (params) =>
      listReply(
        [
          conversation(2, 'delivery_man', 'Rafi Ahmed', 3, thread[0]!, 1),
          conversation(1, 'vendor', 'Burger Barn', 1, message(1, 'vendor', 'Thanks!', 1)),
        ],
        Number(params.offset),
      ),
    'GET /customer/message/details': (params) => {
      expect(params).toMatchObject({ conversation_id: 2, limit: 25 });
      return {
        data: {
          total_size: 2,
          limit: 25,
          offset: params.offset,
          conversation: conversation(2, 'delivery_man', 'Rafi Ahmed', 3, thread[0]!),
          messages: params.offset === 1 ? thread : [],
        },
      };
    },
  });
  renderChat('/profile?page=inbox');
  const list = await screen.findByRole('list', { name: 'Conversation list' });
  const rafi = within(list).getByRole('button', { name: 'Rafi Ahmed, Delivery man, 1 unread' });
  expect(within(list).getByRole('button', { name: 'Burger Barn, Store' })).toBeInTheDocument();
  expect(calls[0]).toMatchObject({ url: '/customer/message/list' });
  await userEvent.click(rafi);
  expect(screen.getByTestId('where')).toHaveTextContent('/profile?page=inbox&conversationId=2&type=delivery_man');
  const log = await screen.findByRole('log', { name: 'Messages' });
  expect(
    within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([expect.stringContaining('Where are you?'), expect.stringContaining('I am outside')]);
  expect(rafi).toHaveAttribute('aria-current', 'true');
});

it('starts a chat with a delivery man from the URL and sends a message to him', async () => {
  let sent: ChatMessage[] = [];
  const calls = fakeApi({
    'GET /customer/message/list': (params) => listReply([], Number(params.offset)),
    'GET /customer/message/details': (params) => {
      expect(params).toMatchObject({ delivery_man_id: 3 });
      return {
        data: {
          total_size: sent.length,
          limit: 25,
          offset: params.offset,
          conversation: sent.length ? conversation(9, 'delivery_man', 'Rafi Ahmed', 3, sent[0]!) : null,
          messages: params.offset === 1 ? sent : [],
        },
      };
    },
    'POST /customer/message/send': (_params, body) => {
      sent = [message(7, 'customer', (body as { message: string }).message, 9)];
      return {
        data: {
          total_size: 1,
          limit: 25,
          offset: 1,
          conversation: conversation(9, 'delivery_man', 'Rafi Ahmed', 3, sent[0]!),
          messages: sent,
        },
      };
    },
  });
  renderChat('/profile?page=inbox&type=delivery_man&id=3&routeName=delivery_man_id&chatFrom=true');
  const pane = await screen.findByRole('region', { name: 'Conversation with Delivery man' });
  expect(await within(pane).findByText('No messages yet. Say hello!')).toBeInTheDocument();
  const send = within(pane).getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  await userEvent.type(within(pane).getByLabelText('Message'), 'Please ring the bell{Enter}');
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    receiver_type: 'delivery_man',
    receiver_id: 3,
    message: 'Please ring the bell',
  });
  const log = await screen.findByRole('log', { name: 'Messages' });
  expect(within(log).getByText('Please ring the bell')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Conversation with Rafi Ahmed' })).toBeInTheDocument();
  expect(within(pane).getByLabelText('Message')).toHaveValue('');
});

it('reloads the open chat and the list when the shell signals a new message', async () => {
  let thread = [message(1, 'vendor', 'Your order is ready', 4)];
  const calls = fakeApi({
    'GET /customer/message/list': (params) =>
      listReply([conversation(4, 'vendor', 'Burger Barn', 1, thread[0]!)], Number(params.offset)),
    'GET /customer/message/details': (params) => ({
      data: {
        total_size: thread.length,
        limit: 25,
        offset: params.offset,
        conversation: conversation(4, 'vendor', 'Burger Barn', 1, thread[0]!),
        messages: params.offset === 1 ? thread : [],
      },
    }),
  });
  renderChat('/chatting?conversationId=4&type=vendor&chatFrom=true');
  const log = await screen.findByRole('log', { name: 'Messages' });
  expect(within(log).getByText('Your order is ready')).toBeInTheDocument();
  thread = [message(2, 'vendor', 'The rider is on his way', 4), ...thread];
  const before = calls.length;
  act(() => appStore.set(chatRefreshAtom, (count) => count + 1));
  expect(await within(log).findByText('The rider is on his way')).toBeInTheDocument();
  // The list shows the newest message too.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Burger Barn, Store' })).toHaveTextContent('The rider is on his way'),
  );
  const after = calls.slice(before).map((call) => call.url);
  expect(after).toEqual(expect.arrayContaining(['/customer/message/details', '/customer/message/list']));
});

it('shows the empty inbox', async () => {
  fakeApi({ 'GET /customer/message/list': (params) => listReply([], Number(params.offset)) });
  renderChat('/profile?page=inbox');
  expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
});
