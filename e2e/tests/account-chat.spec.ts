import { expect, test, type Page } from '@playwright/test';
import { api, demoToken, signInWith } from '../support/account';
import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { typeInto } from '../support/typing';

interface ConversationReply {
  conversations: { id: number; receiver_type: string; receiver_id: number; receiver: { name: string } }[];
}

async function demoConversations(token: string) {
  const response = await fetch(api('customer/message/list?limit=10&offset=1'), {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  return ((await response.json()) as ConversationReply).conversations;
}

const push = (page: Page, detail: Record<string, unknown>) =>
  page.evaluate((message) => window.dispatchEvent(new CustomEvent('storefront:push', { detail: message })), detail);

test('a customer reads the delivery man conversation and sends a message', async ({ page }) => {
  await signInWith(page, await demoToken());
  await page.goto('/profile?page=inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Conversation list' });
  await expect(list.getByRole('button', { name: /, Store$/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /, Support$/ })).toBeVisible();
  const rider = list.getByRole('button', { name: /, Delivery man, 1 unread$/ });
  await expect(rider).toBeVisible();

  await rider.click();
  await expect(page).toHaveURL(/\/profile\?page=inbox&conversationId=\d+&type=delivery_man$/);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByRole('listitem').first()).toBeVisible();
  // Read: the unread count goes.
  await expect(list.getByRole('button', { name: /, Delivery man$/ })).toBeVisible();

  const text = `Please ring the bell twice (${Date.now()})`;
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await typeInto(page.getByLabel('Message', { exact: true }), text);
  await send.click();
  await expect(log.getByText(text)).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(list.getByRole('button', { name: /, Delivery man$/ })).toContainText(`You: ${text}`);
  await page.screenshot({ path: 'test-results/account-chat.png' });

  // Kept by the API: still there after a reload.
  await page.reload();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
});

test('a message push opens the chat, and reloads it when the chat is open', async ({ page }) => {
  const token = await demoToken();
  const store = (await demoConversations(token)).find((conversation) => conversation.receiver_type === 'vendor');
  if (!store) throw new Error('the demo customer has no conversation with a store');
  await signInWith(page, token);
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await push(page, { type: 'message', conversation_id: store.id, sender_type: 'vendor' });
  await expect(page.getByText('You have a new message')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/chatting\\?conversationId=${store.id}&type=vendor&chatFrom=true$`));
  const pane = page.getByRole('region', { name: `Conversation with ${store.receiver.name}` });
  await expect(pane.getByRole('log', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();

  // A message that arrives while the chat is open (sent here from another device of the customer).
  const text = `Sent from my phone (${Date.now()})`;
  const sent = await fetch(api('customer/message/send'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ conversation_id: store.id, message: text }),
  });
  expect(sent.status).toBe(200);
  await expect(pane.getByText(text)).toBeHidden();
  await push(page, { type: 'message', conversation_id: store.id, sender_type: 'vendor' });
  await expect(pane.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
});

test("the tracking drawer's Chat opens the delivery man chat; signed out it asks to sign in", async ({
  page,
  browser,
}) => {
  await signInWith(page, await demoToken());
  await page.goto('/my-orders');
  await page
    .getByRole('list', { name: 'Running orders' })
    .getByRole('button', { name: /, picked up$/ })
    .click();
  await page.getByRole('button', { name: 'Track Order' }).click();
  const drawer = page.getByRole('dialog', { name: 'Order Tracking' });
  const man = drawer.getByRole('region', { name: 'Delivery man' });
  const name = (await man.locator('strong').first().innerText()).trim();
  await man.getByRole('link', { name: 'Chat' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(
    /\/profile\?page=inbox&type=delivery_man&id=\d+&routeName=delivery_man_id&chatFrom=true$/,
  );
  const pane = page.getByRole('region', { name: `Conversation with ${name}` });
  await expect(pane.getByRole('log', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
  const url = page.url();

  const signedOut = await browser.newContext();
  const guest = await signedOut.newPage();
  await guest.goto(url);
  await expect(guest.getByText('Please sign in to chat with the delivery man.').first()).toBeVisible();
  await expect(guest.getByRole('log', { name: 'Messages' })).toHaveCount(0);
  await signedOut.close();
});

test('the inbox and a conversation pass axe in the light and dark themes', async ({ page }) => {
  await signInWith(page, await demoToken());
  await page.goto('/profile?page=inbox');
  const list = page.getByRole('list', { name: 'Conversation list' });
  await expect(list.getByRole('button').first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
  await list.getByRole('button', { name: /, Support/ }).click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
  await page.keyboard.press('Tab');
});
