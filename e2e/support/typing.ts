import type { Locator } from '@playwright/test';

/**
 * Types into a field key by key, as a person does, after clearing it: what a field does with each
 * keystroke (a phone field's country code, a formatter) is exercised, which `fill()` would skip.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
}
