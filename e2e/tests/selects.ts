import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** `option` in the antd Select list that is open now. */
export const openOption = (page: Page, option: string | RegExp): Locator =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first();

/**
 * Opens the select `label` of `scope`, picks `option` (typing it first into a searchable select
 * whose list is virtual) and waits until the select shows it, picking again when the pick did
 * not take: a click while the list is still opening can miss (CI once saved an event without
 * its place).
 */
export async function choose(
  scope: Locator,
  label: string,
  option: string,
  { type = false }: { type?: boolean } = {},
): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  // The chosen value (or tag) carries the option's title inside the select; the list does not.
  // (`has` takes a locator relative to the select, hence the page's getByLabel.)
  const shown = scope
    .locator('.ant-select')
    .filter({ has: scope.page().getByLabel(label, { exact: true }) })
    .getByTitle(option)
    .first();
  await expect(async () => {
    // Never pick twice: a second click would take a multiple select's tag off again.
    if (!(await shown.isVisible())) {
      await input.click();
      if (type) await input.pressSequentially(option);
      await openOption(scope.page(), option).click({ timeout: 5_000 });
    }
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
