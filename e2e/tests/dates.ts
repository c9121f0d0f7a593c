import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const CLUB_DAY = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** DD/MM/YYYY of an instant, in the club's time zone. */
export const brDateOf = (instant: Date): string => CLUB_DAY.format(instant);

/** DD/MM/YYYY of today plus `days`, in the club's time zone. */
export function brDate(days: number): string {
  return brDateOf(new Date(Date.now() + days * 86_400_000));
}

/** Types `value` (DD/MM/YYYY) into the date field labelled `label` and confirms it. */
export async function pickDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}
