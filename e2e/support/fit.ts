import type { Locator, Page } from '@playwright/test';

/**
 * What reaches past the sides of the screen: the page wider than the window, or any element past
 * its left or right edge that no box of its own clips or scrolls (a carousel, a map). Empty when
 * the page fits.
 */
export async function sidewaysOverflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const out: string[] = [];
    if (root.scrollWidth > width + 1) out.push(`page is ${root.scrollWidth} px wide in ${width}`);
    if (document.body.scrollWidth > width + 1) out.push(`body is ${document.body.scrollWidth} px wide in ${width}`);
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      // One-pixel boxes are visually hidden text for screen readers.
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      if (clipped(element)) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      out.push(`${element.tagName.toLowerCase()} "${name}" at ${Math.round(rect.left)}–${Math.round(rect.right)}`);
    }
    return out.slice(0, 12);
  });
}

/** Where an open menu or popover reaches past the window, if it does. */
export async function outsideViewport(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    if (rect.left < -1 || rect.right > width + 1 || rect.top < -1 || rect.bottom > height + 1) {
      return `${Math.round(rect.left)},${Math.round(rect.top)}–${Math.round(rect.right)},${Math.round(rect.bottom)} in ${width}×${height}`;
    }
    return null;
  });
}

/** Lets a page load what it shows: its requests settle, or it has had long enough. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
}

/**
 * The widths to see the `index`th page or dialog at, the one to load it at first: each width in turn
 * from one to the next, so what is worked out as it loads is seen at every width across a list.
 */
export function widthsInTurn(widths: number[], index: number): [number, ...number[]] {
  const first = widths[index % widths.length]!;
  return [first, ...widths.filter((width) => width !== first)];
}

/**
 * Turns the window to another width, as a phone turned sideways or a window dragged narrower, and
 * waits until the page has laid itself out again: its size unchanged over a few frames.
 */
export async function resizeTo(page: Page, width: number, height = 844) {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const sizeOf = () => `${document.documentElement.scrollWidth}×${document.documentElement.scrollHeight}`;
        let last = '';
        let steady = 0;
        const started = performance.now();
        const check = () => {
          const size = sizeOf();
          steady = size === last ? steady + 1 : 0;
          last = size;
          if (steady >= 3 || performance.now() - started > 2_000) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** The tallest the shell's header may be on a 390 px phone: one row. */
export const PHONE_HEADER_MAX_HEIGHT = 64;

/** The shell's header (its banner): its height in CSS pixels. */
export async function headerHeightOf(page: Page): Promise<number> {
  const header = page.getByTestId('site-header');
  await header.waitFor();
  return header.evaluate((element) => element.getBoundingClientRect().height);
}

/** The header's controls that overlap one another (a squeezed row), by name. Empty when none do. */
export async function headerOverlapsOf(page: Page): Promise<string[]> {
  return page.getByTestId('site-header').evaluate((header) => {
    const controls = [...header.querySelectorAll<HTMLElement>('a, button, select')].filter((control) => {
      const rect = control.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    });
    const name = (control: HTMLElement) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
    const out: string[] = [];
    controls.forEach((one, index) => {
      for (const other of controls.slice(index + 1)) {
        if (one.contains(other) || other.contains(one)) continue;
        const a = one.getBoundingClientRect();
        const b = other.getBoundingClientRect();
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 1 && down > 1) out.push(`"${name(one)}" overlaps "${name(other)}"`);
      }
    });
    return out;
  });
}

/**
 * What a fixed element (the desktop module rail) covers of the page's content, scrolled to the top,
 * the middle and the end: the text, images and controls of main and the footer under its box.
 */
export async function contentCoveredBy(page: Page, fixed: Locator): Promise<string[]> {
  if ((await fixed.count()) === 0) return [];
  const out = new Set<string>();
  for (const share of [0, 0.5, 1]) {
    await page.evaluate((at) => window.scrollTo(0, at * document.documentElement.scrollHeight), share);
    for (const found of await fixed.evaluate((cover) => {
      // Each ancestor's box when it clips what overflows it (a scrolling row), null when it does not.
      const clips = new Map<Element, DOMRect | null>();
      const clipOf = (parent: Element) => {
        if (!clips.has(parent))
          clips.set(parent, getComputedStyle(parent).overflowX === 'visible' ? null : parent.getBoundingClientRect());
        return clips.get(parent);
      };
      const visibleBoxOf = (element: Element) => {
        const rect = element.getBoundingClientRect();
        let [left, right, top, bottom] = [rect.left, rect.right, rect.top, rect.bottom];
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const clip = clipOf(parent);
          if (!clip) continue;
          [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
          [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
        }
        return { left, right, top, bottom };
      };
      const box = cover.getBoundingClientRect();
      const covered: string[] = [];
      for (const element of document.querySelectorAll('main *, footer *')) {
        if (cover.contains(element) || element.children.length > 0) continue;
        // A leaf with words, or a picture, a field or an icon's drawing: not an empty box of layout.
        if (!element.textContent?.trim() && !/^(img|input|select|textarea|path|canvas|video)$/i.test(element.tagName))
          continue;
        // What shows of it: a carousel's slide scrolled out of its row is clipped away, not covered.
        const rect = visibleBoxOf(element);
        if (rect.right - rect.left <= 1 || rect.bottom - rect.top <= 1) continue;
        const across = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const down = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        if (across > 1 && down > 1) {
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
          covered.push(`${element.tagName.toLowerCase()} "${name}"`);
        }
      }
      return covered;
    }))
      out.add(found);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...out].slice(0, 12);
}
