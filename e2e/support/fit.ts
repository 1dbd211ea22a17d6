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
