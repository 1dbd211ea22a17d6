/**
 * One scroll rule for every part: a navigation to a new page starts at its top; back, forward and
 * a reload return to where the customer left that page. Each part has its own router, so this
 * follows the browser's history itself rather than any one router.
 */

const STORAGE_KEY = 'storefront.scroll-positions';
/** Enough for a long visit; the oldest entries go first. */
const MAX_ENTRIES = 60;
/** A page whose content arrives late (a remote mounting, a list loading) is waited for this long. */
const RESTORE_FOR_MS = 4000;
/**
 * A restored place is held until the page's height has not changed for this long: rows that settle
 * above it (pictures, late sections) would otherwise push the customer's place down the page.
 */
const SETTLED_AFTER_MS = 400;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

function writePositions(positions: Positions) {
  const entries = Object.entries(positions).slice(-MAX_ENTRIES);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or off: positions are then kept for this page's life only.
  }
}

/** The history entry: the routers' key when they set one, else its address. */
function entryKey(): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key !== 'default'
    ? key
    : `url:${window.location.pathname}${window.location.search}`;
}

const pageAddress = () => `${window.location.pathname}${window.location.search}`;

/** Starts following the history; returns a function that stops it (for tests). */
export function startScrollMemory(): () => void {
  const { history } = window;
  const previousRestoration = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  const positions = readPositions();
  let current = entryKey();
  let stopRestoring: (() => void) | null = null;
  let frame = 0;

  const remember = () => {
    delete positions[current];
    positions[current] = Math.round(window.scrollY);
    writePositions(positions);
  };

  const cancelRestore = () => {
    stopRestoring?.();
    stopRestoring = null;
  };

  /** Takes a step on each frame until it reports done, the page has waited long enough, or the customer scrolls. */
  const follow = (step: () => boolean) => {
    cancelRestore();
    const until = Date.now() + RESTORE_FOR_MS;
    let handle = 0;
    const attempt = () => {
      if (step() || Date.now() > until) {
        cancelRestore();
        return;
      }
      handle = window.requestAnimationFrame(attempt);
    };
    stopRestoring = () => {
      window.cancelAnimationFrame(handle);
      USER_SCROLL_EVENTS.forEach((name) => window.removeEventListener(name, cancelRestore));
    };
    USER_SCROLL_EVENTS.forEach((name) => window.addEventListener(name, cancelRestore, { passive: true }));
    attempt();
  };

  const restore = (y: number) => {
    let height = -1;
    let heightSince = 0;
    follow(() => {
      window.scrollTo(0, y);
      const now = Date.now();
      const { scrollHeight } = document.documentElement;
      if (scrollHeight !== height) {
        height = scrollHeight;
        heightSince = now;
      }
      return Math.abs(window.scrollY - y) < 2 && now - heightSince >= SETTLED_AFTER_MS;
    });
  };

  /** A link to a section (/home#section-campaigns) lands on it once the part has rendered it. */
  const reveal = (hash: string) => {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape is looked up as written.
    }
    follow(() => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return Boolean(target);
    });
  };

  const onScroll = () => {
    if (stopRestoring || frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      remember();
    });
  };

  const originalPush = history.pushState;
  const originalReplace = history.replaceState;
  history.pushState = function pushState(...args: Parameters<History['pushState']>) {
    cancelRestore();
    remember();
    const before = pageAddress();
    originalPush.apply(history, args);
    current = entryKey();
    if (pageAddress() !== before) window.scrollTo(0, 0);
    if (window.location.hash.length > 1) reveal(window.location.hash);
  };
  history.replaceState = function replaceState(...args: Parameters<History['replaceState']>) {
    const before = current;
    originalReplace.apply(history, args);
    current = entryKey();
    // The same page under a new key (a router adding its state) keeps its place.
    if (current !== before && positions[before] !== undefined) {
      positions[current] = positions[before];
      writePositions(positions);
    }
  };

  const onPopState = (event: PopStateEvent) => {
    // single-spa announces pushes as synthetic popstate events; only the browser's are back/forward.
    if ((event as PopStateEvent & { singleSpa?: boolean }).singleSpa) return;
    current = entryKey();
    restore(positions[current] ?? 0);
  };

  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('popstate', onPopState);
  // A reload opens where the page was left.
  const leftAt = positions[current];
  if (leftAt) restore(leftAt);
  else if (window.location.hash.length > 1) reveal(window.location.hash);

  return () => {
    cancelRestore();
    window.cancelAnimationFrame(frame);
    history.pushState = originalPush;
    history.replaceState = originalReplace;
    history.scrollRestoration = previousRestoration;
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('popstate', onPopState);
  };
}
