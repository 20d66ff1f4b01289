import { expect, type Page } from '@playwright/test';

/** The first load of a remote on a cold, busy machine can take a while. */
const REMOTE_LOAD = { timeout: 60_000 };

/**
 * Brings the home page's calculator section into view and waits for its tabs: the calculators remote loads only
 * when its section comes near the viewport (issue 10: it stays off the first screen's critical path), as it does
 * for a visitor scrolling down or following the "Calculator" link.
 */
export async function showCalculator(page: Page): Promise<void> {
  const section = page.locator('#calculator');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('tablist')).toBeVisible(REMOTE_LOAD);
}
