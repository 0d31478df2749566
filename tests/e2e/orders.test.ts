import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useE2eApp } from './support/app';
import { text, type Lang } from './support/text';
import { expectToast, logIn } from './support/session';

const app = useE2eApp();

/**
 * Picks the first option an autocomplete offers for `typed`, with the keyboard only, once the options are those
 * for `typed` (`shown`: how the wanted option reads), not the unfiltered list the field opened with.
 */
async function chooseByKeyboard(page: Page, typed: string, shown: RegExp = new RegExp(typed, 'i')): Promise<void> {
  await page.keyboard.type(typed);
  await expect.poll(() => page.getByRole('option').first().textContent()).toMatch(shown);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

async function openAs(lang: Lang): Promise<Page> {
  const { page } = await app.browser.newPage();
  await page.goto(`${app.server.url}/login`);
  await page.evaluate((value) => localStorage.setItem('lang', value), lang);
  await logIn(page, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/adminorders/new/customer')}`);
  return page;
}

for (const lang of ['en', 'ar'] as const) {
  describe.sequential(`orders in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    const t = (key: string, params?: Record<string, string | number>) => text(lang, key, params);
    // One phone per language: both blocks are collected in the same millisecond.
    const phone = `0128${lang === 'en' ? 1 : 2}${String(Date.now()).slice(-6)}`;
    let page: Page;

    it('enters an order with the keyboard alone', async () => {
      page = await openAs(lang);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      // The customer picker has the focus when the form opens.
      await page.getByRole('combobox', { name: t('resources.orders.fields.customer') }).waitFor();
      await chooseByKeyboard(page, 'Ahmed');
      await page.getByRole('combobox', { name: t('resources.orders.fields.city') }).focus();
      await chooseByKeyboard(page, 'Cairo', lang === 'ar' ? /القاهرة/ : /Cairo/);
      await page.getByLabel(t('resources.orders.fields.full_name'), { exact: true }).focus();
      await page.keyboard.type('Mona Adel');
      await page.keyboard.press('Tab');
      await page.keyboard.type(phone);
      await page.getByLabel(t('resources.orders.fields.total_amount'), { exact: true }).focus();
      await page.keyboard.type('350');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/adminorders\/order\/\d+$/);
      await page.getByText(phone, { exact: true }).first().waitFor();
    });

    it('finds the order by phone and moves it out for delivery, then delivered', async () => {
      await page.goto(`${app.server.url}/dashboard/adminorders`);
      await page.getByPlaceholder(t('resources.orders.filters.query')).fill(phone.slice(0, 9));
      // The search applies after a pause, and the rows are then replaced: click the row once it is the only one left
      // (the phone is this run's own), not the unfiltered list's row that the search is about to take away.
      await expect.poll(() => page.locator('tbody tr').count(), { timeout: 30_000 }).toBe(1);
      const row = page.locator('tbody tr').filter({ hasText: phone });
      await row.click();
      await page.waitForURL(/\/dashboard\/adminorders\/order\/\d+$/);

      await page.getByRole('button', { name: t('resources.orders.statuses.out_for_deliver'), exact: true }).click();
      const outDialog = page.getByRole('dialog');
      await outDialog.getByRole('combobox', { name: t('resources.orders.fields.shipper') }).click();
      await page.getByRole('option').first().click();
      await outDialog.getByRole('button', { name: t('resources.orders.move.submit', { status: t('resources.orders.statuses.out_for_deliver') }) }).click();
      await outDialog.waitFor({ state: 'hidden' });
      // The page reads the order again after the move and draws its buttons anew: click Delivered on the new ones.
      const timeline = page.getByRole('region', { name: t('resources.orders.sections.timeline') });
      await timeline.getByText(t('resources.orders.statuses.out_for_deliver')).first().waitFor();

      await page.getByRole('button', { name: t('resources.orders.statuses.delivered'), exact: true }).click();
      const doneDialog = page.getByRole('dialog');
      await expect.poll(() => doneDialog.getByLabel(t('resources.orders.fields.collected_amount')).inputValue()).toBe('350.00');
      await doneDialog.getByRole('button', { name: t('resources.orders.move.submit', { status: t('resources.orders.statuses.delivered') }) }).click();
      await doneDialog.waitFor({ state: 'hidden' });
      await timeline.getByText(t('resources.orders.statuses.delivered')).first().waitFor();
      await screenshot(page, `order-page-${lang}`);
    });

    it('assigns a shipper to several pending orders at once, exports and prints their labels', async () => {
      await page.goto(`${app.server.url}/dashboard/adminorders?filter=${encodeURIComponent(JSON.stringify({ status: 'Pending', rejected: '0' }))}`);
      const rows = page.locator('tbody tr');
      await rows.nth(2).waitFor();
      for (let i = 0; i < 3; i++) await rows.nth(i).getByRole('checkbox').check();
      await page.getByRole('button', { name: t('resources.orders.bulk.assign') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: t('resources.orders.fields.shipper') }).click();
      await page.getByRole('option').first().click();
      await dialog.getByRole('button', { name: t('resources.orders.bulk.assign_submit') }).click();
      await expectToast(page, t('resources.orders.bulk.updated', { smart_count: 3 }));
      await screenshot(page, `order-list-${lang}`);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('ra.action.export') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Orders.xlsx');
      const bytes = await readFile(await file.path());
      expect(bytes.subarray(0, 2).toString()).toBe('PK');

      for (let i = 0; i < 3; i++) await rows.nth(i).getByRole('checkbox').check();
      await page.getByRole('button', { name: t('resources.orders.bulk.print') }).click();
      await page.waitForURL(/\/dashboard\/orders\/printorders\?ids=/);
      await page.getByRole('img').first().waitFor();
      const labels = page.getByText(t('resources.orders_print.cash_to_collect', { amount: '' }).trim(), { exact: false });
      await expect.poll(() => labels.count()).toBe(3);
      await screenshot(page, `order-labels-${lang}`);
      await page.close();
    });

    it('shows what matters without scrolling sideways at 1440 pixels, places in the interface language', async () => {
      const { page: wide, context } = await app.browser.newPage({ width: 1440, height: 900 });
      await wide.goto(`${app.server.url}/login`);
      await wide.evaluate((value) => localStorage.setItem('lang', value), lang);
      await logIn(wide, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/adminorders')}`);
      await wide.locator('tbody tr').nth(2).waitFor();
      for (const field of ['serial', 'customer_name', 'full_name', 'phone', 'place', 'Order_Delivery_Status', 'shipper_name', 'total_amount', 'order_date']) {
        const header = wide.getByRole('columnheader', { name: t(`resources.orders.fields.${field}`) });
        const box = await header.boundingBox();
        expect(box, field).not.toBeNull();
        expect(box!.x, field).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, field).toBeLessThanOrEqual(1440);
      }
      const wrapper = wide.locator('.RaDataTable-tableWrapper');
      expect(await wrapper.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(1);
      // Cairo is written in the interface's language: the order entered above, found by its phone.
      await wide.goto(`${app.server.url}/dashboard/adminorders?filter=${encodeURIComponent(JSON.stringify({ query: phone }))}`);
      await wide
        .getByText(lang === 'ar' ? /القاهرة/ : /Cairo/)
        .first()
        .waitFor();
      await screenshot(wide, `order-list-1440-${lang}`);
      await context.close();
    });

    it('shows each order as a card on a phone', async () => {
      const { page: phoneScreen, context } = await app.browser.newPage({ width: 390, height: 844 });
      await phoneScreen.goto(`${app.server.url}/login`);
      await phoneScreen.evaluate((value) => localStorage.setItem('lang', value), lang);
      await logIn(phoneScreen, app.server.url, app.server.accounts.superuser, `/login?next=${encodeURIComponent('/dashboard/adminorders')}`);
      const card = phoneScreen.locator('li:has(.RaSimpleList-tertiary)').first();
      await card.waitFor();
      expect(await phoneScreen.locator('table').count()).toBe(0);
      await expect.poll(async () => (await card.textContent()) ?? '').toMatch(/\d{8}/);
      expect(await card.textContent()).toContain(text(lang, 'app.money', { amount: '' }).trim());
      await screenshot(phoneScreen, `order-list-phone-${lang}`);
      await context.close();
    });
  });
}
