import type { Page } from '@playwright/test';

/**
 * A value the app keeps in localStorage (its `{ value, expiresAt }` wrapper unwrapped), null when absent, and
 * undefined while the page is between documents (a reload is under way), so polls simply try again.
 */
export async function storedValue<T>(page: Page, key: string): Promise<T | null | undefined> {
  try {
    return await page.evaluate((k) => {
      const raw = localStorage.getItem(k);
      return raw ? ((JSON.parse(raw) as { value: unknown }).value as never) : null;
    }, key);
  } catch (error) {
    if (String(error).includes('Execution context was destroyed')) return undefined;
    throw error;
  }
}
