import type { PushMessage } from '../push-routing';

/** What the service worker posts to the shell's pages; the page turns it into the 'storefront:push' event. */
export interface PushPost {
  type: 'storefront:push';
  payload: PushMessage;
}

/** The FCM payload's data as the platform's push message (a message without a type is ignored by the routing). */
export function pushMessageOf(payload: { data?: Record<string, string> }): PushMessage {
  return { type: '', ...payload.data } as PushMessage;
}

export const pushPost = (payload: { data?: Record<string, string> }): PushPost => ({
  type: 'storefront:push',
  payload: pushMessageOf(payload),
});

/** The Firebase app the page registered the worker for: the worker's URL carries it (?firebaseConfig=…). */
export function firebaseConfigOf(workerUrl: string): Record<string, string> | null {
  const raw = new URL(workerUrl).searchParams.get('firebaseConfig');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** The worker's URL for a Firebase app (served by the shell at its root, so its scope covers the site). */
export const serviceWorkerUrl = (config: Record<string, string>) =>
  `/firebase-messaging-sw.js?${new URLSearchParams({ firebaseConfig: JSON.stringify(config) })}`;

interface WindowClientLike {
  postMessage: (message: unknown) => void;
  focus?: () => Promise<unknown>;
}

/**
 * Hands a background message to every open page of the shell (they route it as a foreground push);
 * with no page open, the notification shows, and clicking it opens the site and routes it there.
 */
export async function deliverToPages(
  post: PushPost,
  clients: {
    matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<readonly WindowClientLike[]>;
  },
): Promise<number> {
  const pages = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(post);
  return pages.length;
}
