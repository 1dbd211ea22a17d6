import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A person at the keyboard: every key goes through here and is counted, so a flow can state how
 * many presses it should take and fail when a focus trap or a lost focus makes it take more.
 * Moves are Tab, Shift+Tab, Enter, Space, arrows and Escape; typed characters are counted apart.
 */
export class Keyboard {
  moves = 0;
  typed = 0;

  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.moves += 1;
    await this.page.keyboard.press(key);
  }

  /** Types text one key at a time into whatever has focus. */
  async type(text: string): Promise<void> {
    for (const character of text) {
      this.typed += 1;
      await this.page.keyboard.press(character === ' ' ? 'Space' : character);
    }
  }

  /** Whether `target` has focus now. */
  private focused(target: Locator): Promise<boolean> {
    return target.evaluate((element) => element === document.activeElement).catch(() => false);
  }

  /** Tabs (or Shift+Tabs) until `target` has focus; fails after `max` presses. */
  async tabTo(target: Locator, { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {}) {
    for (let presses = 0; presses < max; presses += 1) {
      await this.press(backwards ? 'Shift+Tab' : 'Tab');
      if (await this.focused(target)) return;
    }
    const where = await this.page.evaluate(() => {
      const element = document.activeElement;
      return element
        ? `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40)}`
        : 'nothing';
    });
    throw new Error(
      `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}; focus is on ${where}`,
    );
  }

  /** Asserts where focus is without pressing anything. */
  async expectFocusOn(target: Locator): Promise<void> {
    await expect.poll(() => this.focused(target)).toBe(true);
  }
}
