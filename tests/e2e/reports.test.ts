/**
 * A report on the kit as a manager reads it (UnactiveCustomersReport over the demo data, whose last merchants went
 * quiet): its rows with their totals, the rules on request, sorting, a figure that opens the orders behind it, its
 * Excel file; in Arabic on a phone, cards that fit the screen.
 */
import { expect, it } from 'vitest';
import { openAs } from './support/api';
import { expectFitsScreen, screenshot } from './support/browser';
import { useE2eApp } from './support/app';

const app = useE2eApp();
const REPORT = '/dashboard/UnactiveCustomersReport';

it('shows the merchants gone quiet, explains itself, sorts, opens the orders behind a figure and downloads its file', async () => {
  const { page, context } = await openAs(app, 'en', app.server.accounts.superuser);
  await page.goto(`${app.server.url}${REPORT}`);
  const table = page.locator('table');
  await table.getByRole('row').nth(1).waitFor();
  await table.locator('tfoot').getByText('Total').waitFor();
  await page.getByRole('button', { name: 'How is this computed?' }).click();
  await page.getByText('the orders of the 90 days up to the last order', { exact: false }).waitFor();
  await page.getByRole('region', { name: 'Chart' }).waitFor();
  await screenshot(page, 'report-unactive-customers-en');

  await page.getByRole('button', { name: 'Days without orders' }).last().click();
  await page.waitForURL(/sort=days_inactive/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel file' }).click()]);
  expect(download.suggestedFilename()).toBe('UnactiveCustomersReport.xlsx');

  const orders = table.locator('tbody tr').first().getByRole('link').last();
  await orders.click();
  await page.waitForURL(/\/dashboard\/adminorders\/customer\/\d+$/);
  await context.close();
});

it('reads as cards that fit a phone in Arabic', async () => {
  const { page, context } = await openAs(app, 'ar', app.server.accounts.superuser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.server.url}${REPORT}`);
  await page.getByText('الإجمالي', { exact: true }).waitFor();
  await expectFitsScreen(page, 'report-unactive-customers-phone-ar');
  await context.close();
});
