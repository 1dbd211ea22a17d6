import { appStore, previewAtom, runtimeEnv } from '@storefront/shared';
import { OpenedPreviewSchema, PREVIEW_PARAM, PreviewSchema, type Preview } from '@storefront/shared/contract/preview';
import { storedOperatorToken } from './operator-token';

/** Where this browser keeps the release it previews: every tab of it, until the link expires. */
export const PREVIEW_KEY = 'storefront-preview';

/** The preview kept in this browser, or null (none, expired, or not of the current shape). */
export function keptPreview(now = new Date()): Preview | null {
  try {
    const raw = localStorage.getItem(PREVIEW_KEY);
    const parsed = raw ? PreviewSchema.safeParse(JSON.parse(raw)) : null;
    if (parsed?.success && new Date(parsed.data.expiresAt) > now) return parsed.data;
    if (raw) localStorage.removeItem(PREVIEW_KEY);
  } catch {
    // Storage off: no preview.
  }
  return null;
}

/** The preview that decides this page's releases (liveRelease); read once when the page starts. */
export const activePreview = (): Preview | null => appStore.get(previewAtom);

/** The registry's reason for refusing a link, in its words. */
async function refusalOf(response: Response): Promise<string> {
  const data = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
  return data?.errors?.[0]?.message ?? `The registry answered ${response.status}.`;
}

/**
 * Starts the page's preview: a link's token (`?preview=…`) is checked by the registry, with the
 * operator's token when this tab has one, and kept; without a link the kept one holds until it
 * expires. The token leaves the address bar either way. Returns the registry's refusal, if any.
 */
export async function startPreview(): Promise<string | null> {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(PREVIEW_PARAM);
  let refusal: string | null = null;
  if (token !== null) {
    url.searchParams.delete(PREVIEW_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    const operatorToken = storedOperatorToken();
    try {
      const response = await fetch(`${runtimeEnv().registryUrl}/previews/open`, {
        method: 'POST',
        cache: 'no-store',
        headers: {
          'content-type': 'application/json',
          ...(operatorToken ? { authorization: `Bearer ${operatorToken}` } : {}),
        },
        body: JSON.stringify({ token }),
      });
      if (response.ok) {
        const { expiresIn, ...opened } = OpenedPreviewSchema.parse(await response.json());
        // Counted on this browser's clock, which may not agree with the server's.
        const expiresAt = new Date(Date.now() + expiresIn * 1000).toISOString();
        localStorage.setItem(PREVIEW_KEY, JSON.stringify({ ...opened, expiresAt }));
      } else refusal = await refusalOf(response);
    } catch {
      refusal = 'The preview link could not be checked: the registry did not answer.';
    }
  }
  appStore.set(previewAtom, keptPreview());
  return refusal;
}

/** Ends the preview in this browser; the page loads again with what every customer gets. */
export function endPreview(reload = () => window.location.reload()): void {
  try {
    localStorage.removeItem(PREVIEW_KEY);
  } catch {
    // Storage off: the preview lived in this page only.
  }
  reload();
}
