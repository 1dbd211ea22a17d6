import type { Page } from '@playwright/test';
import { API_URL } from './parts';

/**
 * Delivered orders awaiting review (the demo customer's, and those earlier tests placed) each open the
 * account part's review prompt over the page; flows that are not about reviews answer them first.
 */
export async function answerReviewReminders(token: string, moduleId: number) {
  const headers = { authorization: `Bearer ${token}`, moduleId: String(moduleId) };
  for (let round = 0; round < 20; round += 1) {
    const response = await fetch(`${API_URL}/api/v1/customer/review-reminder`, { headers });
    const reminder = (await response.json()) as { order_id?: number | null } | null;
    if (!reminder?.order_id) return;
    await fetch(`${API_URL}/api/v1/customer/review-reminder-cancel?order_id=${reminder.order_id}`, { headers });
  }
}

/**
 * Orders placed by earlier tests can be delivered while a test runs, and the review prompt then opens
 * over the page; flows that are not about reviews answer it with 'Not now' whenever it shows.
 */
export async function dismissReviewPrompts(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'How was your order?' });
  await page.addLocatorHandler(prompt, async () => {
    await prompt.getByRole('button', { name: 'Not now' }).click();
  });
}
