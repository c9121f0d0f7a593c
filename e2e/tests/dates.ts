import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** DD/MM/YYYY of today plus `days`, in the club's time zone. */
export function brDate(days: number): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** Types `value` (DD/MM/YYYY) into the date field labelled `label` and confirms it. */
export async function pickDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}
