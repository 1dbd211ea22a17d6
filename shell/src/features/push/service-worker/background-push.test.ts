import { deliverToPages, firebaseConfigOf, pushPost, serviceWorkerUrl } from './background-push';

const CONFIG = { apiKey: 'key', projectId: 'storefront-test' };

it('carries the Firebase app in the worker’s URL and reads it back', () => {
  const url = new URL(serviceWorkerUrl(CONFIG), 'https://shop.test');
  expect(url.pathname).toBe('/firebase-messaging-sw.js');
  expect(firebaseConfigOf(url.href)).toEqual(CONFIG);
  expect(firebaseConfigOf('https://shop.test/firebase-messaging-sw.js')).toBeNull();
  expect(firebaseConfigOf('https://shop.test/firebase-messaging-sw.js?firebaseConfig=%7Bbroken')).toBeNull();
});

it('posts a background message’s data to every open page as a storefront push', async () => {
  const pages = [{ postMessage: jest.fn() }, { postMessage: jest.fn() }];
  const matchAll = jest.fn(() => Promise.resolve(pages));
  const post = pushPost({ data: { type: 'message', conversation_id: '12', sender_type: 'vendor' } });
  await expect(deliverToPages(post, { matchAll })).resolves.toBe(2);
  expect(matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
  for (const page of pages) {
    expect(page.postMessage).toHaveBeenCalledWith({
      type: 'storefront:push',
      payload: { type: 'message', conversation_id: '12', sender_type: 'vendor' },
    });
  }
  expect(pushPost({}).payload).toEqual({ type: '' });
});
