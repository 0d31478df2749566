import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useE2eApp } from './support/app';
import { logIn, searchList } from './support/session';
import { xlsxFile } from '../helpers/import-files';

const app = useE2eApp();

const path = (page: Page) => new URL(page.url()).pathname;
const RECIPIENT = 'Salma Merchant E2E';

async function merchantPage(lang: 'en' | 'ar', width?: number) {
  const opened = await app.browser.newPage(width ? { width, height: 900 } : undefined);
  await opened.page.goto(`${app.server.url}/login`);
  await opened.page.evaluate((value) => localStorage.setItem('lang', value), lang);
  await logIn(opened.page, app.server.url, app.server.accounts.customer);
  return opened;
}

describe.sequential("a merchant's own orders and figures", () => {
  it('opens on its figures, as cards and charts, in English and Arabic, at desktop and phone widths', async () => {
    for (const [lang, heading] of [
      ['en', 'Waiting for pickup'],
      ['ar', 'بانتظار الاستلام'],
    ] as const) {
      for (const width of [1366, 390]) {
        const { page, context } = await merchantPage(lang, width);
        expect(path(page)).toBe('/customerdashboard/customeranalytics');
        await page.getByRole('heading', { name: heading }).waitFor();
        await page.locator('.MuiChartsSurface-root').first().waitFor();
        await screenshot(page, `merchant-analytics-${width}-${lang}`);
        await context.close();
      }
    }
  });

  it('enters an order that waits for pickup, finds it in its list, opens and prints it', async () => {
    const { page, context } = await merchantPage('en');
    await page.goto(`${app.server.url}/customerdashboard/orders/new`);
    const city = page.getByRole('combobox', { name: 'City', exact: true });
    await city.click();
    await city.fill('Cairo');
    await page.getByRole('option', { name: 'Cairo', exact: true }).first().click();
    await page.getByLabel('Recipient name').fill(RECIPIENT);
    await page.getByLabel('Recipient phone').fill('01055554444');
    await page.getByLabel('Address', { exact: true }).fill('3 Corniche, Maadi');
    await page.getByLabel('Total amount').fill('450');
    await expect.poll(() => page.getByLabel('Delivery fee').inputValue()).not.toBe('');
    await screenshot(page, 'merchant-order-new-en');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Waiting for pickup').waitFor();
    expect(path(page)).toMatch(/^\/customerdashboard\/orders\/\d+$/);
    await page.getByText(RECIPIENT).first().waitFor();
    await screenshot(page, 'merchant-order-page-en');

    await page.goto(`${app.server.url}/customerdashboard/orders`);
    await searchList(page, 'Serial, phone or name', RECIPIENT);
    await page.getByRole('cell', { name: RECIPIENT }).waitFor();
    await screenshot(page, 'merchant-orders-en');
    await page
      .getByRole('row', { name: new RegExp(RECIPIENT) })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: 'Print' }).click();
    await page.waitForURL(/\/customerdashboard\/orders\/printorders\?ids=\d+/);
    await page.getByText(RECIPIENT).first().waitFor();
    await context.close();
  });

  it('asks for a pickup and sees it open in its list', async () => {
    const { page, context } = await merchantPage('en');
    await page.goto(`${app.server.url}/customerdashboard/backup/requestbackup`);
    const count = page.getByLabel('Number of parcels');
    await count.fill('7');
    await page.getByLabel('Notes for the courier').fill('Gate 2, ask for Hany');
    await page.getByRole('button', { name: 'Send the request' }).click();
    // The demo's pickup of today is still open: the form asks before sending a second one for the same day.
    const warning = page.getByRole('dialog', { name: 'A pickup is already asked for this day' });
    await warning.waitFor();
    await screenshot(page, 'merchant-pickup-same-day-en');
    await warning.getByRole('button', { name: 'Send another' }).click();
    const list = page.getByRole('list', { name: 'My pickup requests' });
    await list.getByText('Gate 2, ask for Hany').first().waitFor();
    await expect.poll(() => count.inputValue()).toBe('1');
    await expect.poll(() => list.getByRole('listitem').first().textContent()).toContain('Open');
    await screenshot(page, 'merchant-pickup-en');
    const asked = (await list.getByRole('listitem').first().textContent())?.match(/#(\d+)/)?.[1];
    expect(asked).toBeDefined();

    // The office's pickup desk gives it to a courier; the merchant sees who is coming.
    const desk = await app.browser.newPage();
    await desk.page.goto(`${app.server.url}/login`);
    await logIn(desk.page, app.server.url, app.server.accounts.staff);
    await desk.page.goto(`${app.server.url}/dashboard/backup`);
    await searchList(desk.page, 'Request no. or customer', asked!);
    // The desk clears its ticks when its filter changes: tick the row once the filtered page (one request, one
    // tick box) is the one shown.
    await expect.poll(() => desk.page.locator('table tbody').getByRole('checkbox').count()).toBe(1);
    const row = desk.page
      .getByRole('row', { name: /Gate 2|Nasr City|\d+ parcels/ })
      .filter({ hasText: asked! })
      .first();
    await row.getByRole('checkbox').check();
    await desk.page.getByRole('button', { name: 'Courier' }).click();
    const dialog = desk.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Courier' }).click();
    await desk.page.getByRole('option').first().click();
    await screenshot(desk.page, 'staff-pickup-desk-assign-en');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await desk.page.getByText('Courier assigned to 1 request').waitFor();
    await desk.context.close();
    await page.reload();
    await expect.poll(() => list.getByRole('listitem').first().textContent()).toContain('Courier assigned');

    await page.goto(`${app.server.url}/customerdashboard/materialrequest`);
    await page.getByRole('list', { name: 'My material requests' }).getByText('200 × Flyer bag A4').waitFor();
    await screenshot(page, 'merchant-materials-en');
    await context.close();
  });

  it('shows its order page and list in Arabic on a phone', async () => {
    const { page, context } = await merchantPage('ar', 390);
    await page.goto(`${app.server.url}/customerdashboard/orders`);
    await page.getByText(RECIPIENT).first().waitFor();
    await screenshot(page, 'merchant-orders-phone-ar');
    await page.getByText(RECIPIENT).first().click();
    await page.getByText('بانتظار الاستلام').waitFor();
    await screenshot(page, 'merchant-order-page-phone-ar');
    await context.close();
  });
});

describe.sequential('the request desks', () => {
  it('list pickups and open a return request with its parcels, in English and in Arabic on a phone', async () => {
    const { page, context } = await app.browser.newPage();
    await page.goto(`${app.server.url}/login`);
    await logIn(page, app.server.url, app.server.accounts.superuser);
    await page.goto(`${app.server.url}/dashboard/backup`);
    await page.getByRole('table').getByText('Mohandessin').first().waitFor();
    await screenshot(page, 'staff-pickup-desk-en');
    await page.goto(`${app.server.url}/dashboard/ReturnRequest`);
    await page.getByRole('table').getByRole('row').nth(1).click();
    await page.waitForURL(/\/dashboard\/ReturnRequest\/details\/\d+$/);
    await page.getByRole('heading', { name: 'Parcels' }).waitFor();
    await screenshot(page, 'staff-return-request-en');
    await context.close();

    const phone = await app.browser.newPage({ width: 390, height: 900 });
    await phone.page.goto(`${app.server.url}/login`);
    await phone.page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await logIn(phone.page, app.server.url, app.server.accounts.superuser);
    await phone.page.goto(`${app.server.url}/dashboard/materialrequestlist`);
    await phone.page.getByText('كرتونة', { exact: false }).first().waitFor();
    await screenshot(phone.page, 'staff-material-desk-phone-ar');
    await phone.page.getByText('كرتونة', { exact: false }).first().click();
    await phone.page.getByRole('heading', { name: /طلب المواد \d+/, level: 1 }).waitFor();
    await screenshot(phone.page, 'staff-material-request-phone-ar');
    await phone.context.close();
  });
});

describe.sequential('an issue between a merchant and the office', () => {
  it('is opened by the merchant, answered by the office, and the answer reaches the merchant', async () => {
    const subject = 'Courier came without the flyers E2E';
    const { page, context } = await merchantPage('en');
    await page.goto(`${app.server.url}/customerdashboard/customerissue`);
    await page.getByRole('textbox', { name: /^Subject\W*$/ }).fill(subject);
    await page.getByLabel('What happened?').fill('We asked for 200 flyers with the pickup.');
    await page.getByRole('button', { name: 'Open the issue' }).click();
    await page.waitForURL(/\/customerdashboard\/customerissue\/[0-9a-f-]{36}$/);
    await page.getByRole('region', { name: 'Messages' }).getByText('We asked for 200 flyers').waitFor();

    const office = await app.browser.newPage({ width: 390, height: 900 });
    await office.page.goto(`${app.server.url}/login`);
    await office.page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await logIn(office.page, app.server.url, app.server.accounts.staff);
    await office.page.goto(`${app.server.url}/dashboard/issue`);
    await office.page.getByText(subject).click();
    await office.page.getByLabel('اكتب ردًا').fill('Sorry: the courier brings them tomorrow morning.');
    await office.page.getByRole('button', { name: 'إرسال' }).click();
    await office.page.getByRole('region', { name: 'الرسائل' }).getByText('the courier brings them tomorrow').waitFor();
    await screenshot(office.page, 'staff-issue-thread-phone-ar');
    await office.context.close();

    await page.reload();
    await page.getByRole('region', { name: 'Messages' }).getByText('the courier brings them tomorrow').waitFor();
    await screenshot(page, 'merchant-issue-thread-en');
    await context.close();
  });
});

describe.sequential("a merchant's import", () => {
  it('shows the bad row of a file with its reason, takes the corrected file, and prints the labels of what it imported', async () => {
    const good = { full_name: 'Karim Import E2E', phone: '01011112222', city: 'Cairo', address: '7 Tahrir Square', total_amount: 320 };
    const bad = { full_name: 'Laila Import E2E', phone: '01033334444', city: 'Atlantis', address: '9 Nile Street', total_amount: 150 };
    const asFile = async (rows: (typeof good)[], name: string) => ({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: (await xlsxFile(rows)).data,
    });

    for (const [lang, width] of [
      ['en', 1366],
      ['ar', 390],
    ] as const) {
      const { page, context } = await merchantPage(lang, width);
      await page.goto(`${app.server.url}/customerdashboard/orders/import`);
      await page.locator('input[type="file"]').setInputFiles(await asFile([good, bad], 'orders.xlsx'));
      const table = page.getByRole('table');
      await table.getByText('Atlantis').waitFor();
      await screenshot(page, `merchant-import-preview-${width}-${lang}`);
      await context.close();
    }

    const { page, context } = await merchantPage('en');
    await page.goto(`${app.server.url}/customerdashboard/orders/import`);
    await page.locator('input[type="file"]').setInputFiles(await asFile([good, bad], 'orders.xlsx'));
    await page.getByText('1 to correct', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: /^Import \d+ order/ }).isDisabled()).toBe(true);
    await page.locator('input[type="file"]').setInputFiles(await asFile([good, { ...bad, city: 'Giza' }], 'orders-fixed.xlsx'));
    await page.getByRole('button', { name: 'Import 2 orders' }).click();
    await page.getByText('2 orders imported.').waitFor();
    await page.goto(`${app.server.url}/customerdashboard/orders`);
    // The newest orders come first: the two imported ones.
    await page.getByRole('cell', { name: 'Laila Import E2E' }).waitFor();
    await page
      .getByRole('checkbox', { name: /select all/i })
      .first()
      .check();
    await page.getByRole('button', { name: 'Print' }).click();
    await page.waitForURL(/\/customerdashboard\/orders\/printorders\?ids=\d+,\d+/);
    await page.getByText('Karim Import E2E').first().waitFor();
    await context.close();
  });
});
