import { expect, type Page } from '@playwright/test';

/**
 * Clicks an entry of an open Ant Design dropdown once its opening animation is
 * over: a click during the slide-in can land on the entry above the one meant.
 */
export async function clickMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  await expect(page.locator('.ant-dropdown:visible')).not.toHaveClass(/-(enter|appear)/);
  await item.click();
}
