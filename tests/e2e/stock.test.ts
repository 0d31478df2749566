import { describe, expect, it } from 'vitest';
import { STAFF_SCREENS } from '../../domain/screens';
import { expectFitsScreen, screenshot } from './support/browser';
import { useE2eApp } from './support/app';
import { call, openAs } from './support/api';
import { expectToast, logIn } from './support/session';
import { text, type Lang } from './support/text';
import { walker } from './support/walk';

const app = useE2eApp();

/** The stock group's screens, each opened on a phone. */
const STOCK_SCREENS = STAFF_SCREENS.filter((screen) => screen.group === 'stock').map((screen) => screen.name);

interface Named {
  id: number;
  name: string;
  name_ar: string;
}

/** What a warehouse holds of a material, as the stock balance reads it. */
async function held(page: Parameters<typeof call>[0], warehouse: number, material: number): Promise<number> {
  const answer = await call<{ results: { quantity: number }[] }>(
    page,
    'GET',
    `/api/reports/StockBalance?warehouse=${warehouse}&material=${material}&page_size=10`,
  );
  return answer.results[0]?.quantity ?? 0;
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  describe.sequential(`packaging stock in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    const t = (key: string, params?: Record<string, string | number>) => text(lang, key, params);
    const named = (record: Named) => (lang === 'ar' ? record.name_ar : record.name);

    it("is received, issued with a merchant's request, handed over beyond its quota and charged, and counted with a second person's approval", async () => {
      const office = await openAs(app, lang as Lang, app.server.accounts.superuser);
      const page = office.page;
      const [material] = await call<Named[]>(page, 'GET', `/api/material?filter=${encodeURIComponent(JSON.stringify({ q: 'Flyer bag A3' }))}`);
      const [giza] = await call<Named[]>(page, 'GET', `/api/warehouse?filter=${encodeURIComponent(JSON.stringify({ q: 'Giza' }))}`);
      const before = await held(page, giza!.id, material!.id);

      // The office receives a supplier's delivery into Giza and posts it.
      await page.goto(`${app.server.url}/dashboard/stock_entry/new`);
      await page.getByRole('combobox', { name: t('stock_entry.fields.warehouse_id') }).click();
      await page.getByRole('option', { name: named(giza!) }).click();
      await page.getByRole('combobox', { name: t('stock_entry.fields.material') }).click();
      await page.getByRole('option', { name: named(material!) }).click();
      await page.getByRole('spinbutton', { name: t('stock_entry.fields.quantity') }).fill('400');
      await page.getByRole('textbox', { name: t('stock_entry.fields.unit_cost') }).fill('1.80');
      await screenshot(page, `stock-entry-new-${lang}`);
      await page.getByRole('button', { name: t('stock_entry.actions.save_post') }).click();
      await page.waitForURL(/\/dashboard\/stock_entry$/);
      await page.getByRole('table').getByText(t('stock_entry.statuses.posted')).first().waitFor();
      expect(await held(page, giza!.id, material!.id)).toBe(before + 400);

      // A merchant with 100 free a month asks for 150; the desk issues them from Giza to a courier and marks them handed over.
      const merchant = await openAs(app, lang as Lang, app.server.everyone.filter((account) => account.role === 'customer')[index + 1]!);
      const asked = await call<{ id: number; customer_id: number }>(merchant.page, 'POST', '/api/materialrequest/', {
        items: [{ material: material!.id, quantity: 150 }],
        notes: 'For the sale',
      });
      await call(page, 'POST', '/api/CustomerMaterialLimitList', { customer_id: asked.customer_id, material_id: material!.id, monthly_quantity: 100 });
      const owed = async () => Number((await call<{ owed: string }>(page, 'GET', `/api/customers/wallet/${asked.customer_id}`)).owed);
      const owedBefore = await owed();
      await page.goto(`${app.server.url}/dashboard/materialrequestlist/details/${asked.id}`);
      await page.getByRole('button', { name: t('request_desk.assign.label') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: t('request_desk.shipper') }).click();
      await page.getByRole('option').first().click();
      await dialog.getByRole('combobox', { name: t('request_desk.warehouse') }).click();
      await page.getByRole('option', { name: named(giza!) }).click();
      await screenshot(page, `stock-issue-request-${lang}`);
      await dialog.getByRole('button', { name: t('request_desk.assign.submit') }).click();
      await expectToast(page, t('request_desk.assign.done', { smart_count: 1 }));
      expect(await held(page, giza!.id, material!.id)).toBe(before + 250);
      await page.getByRole('button', { name: t('request_desk.done.label') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('request_desk.done.submit') })
        .click();
      await expectToast(page, t('request_desk.done.done', { smart_count: 1 }));
      // 50 beyond the quota at the material's price of 3.00 LE: the merchant is owed 150.00 LE less.
      await expect.poll(owed).toBeCloseTo(owedBefore - 150, 2);
      // The charge waits for the merchant's next closing, named in the page's language.
      await page.goto(`${app.server.url}/dashboard/customer-closing/new?customer=${asked.customer_id}`);
      await page.getByText(`${lang === 'en' ? 'Material request' : 'طلب مواد'} ${asked.id} · 50 × ${named(material!)}`).waitFor();
      await screenshot(page, `customer-closing-packaging-${lang}`);

      // The courier carrying the office's open request hands one of each material back at his closing, into Giza.
      const custody = await call<{ results: { shipper_id: number; packaging: number }[] }>(page, 'GET', '/api/reports/ShipperCustodyReport?page_size=100');
      const carrier = custody.results.find((row) => row.packaging > 2)!;
      await page.goto(`${app.server.url}/dashboard/shipperclosing/new?shipper=${carrier.shipper_id}`);
      await page.getByRole('table', { name: t('closings.materials.title') }).waitFor();
      await page.getByRole('button', { name: t('closings.materials.receive') }).click();
      const handBack = page.getByRole('dialog');
      await handBack.getByRole('combobox', { name: t('closings.materials.warehouse') }).click();
      await page.getByRole('option', { name: named(giza!) }).click();
      const returned = await handBack.getByLabel(t('closings.materials.returned')).all();
      for (const field of returned) await field.fill('1');
      await screenshot(page, `closing-packaging-${lang}`);
      await handBack.getByRole('button', { name: t('closings.materials.receive') }).click();
      await expectToast(page, t('closings.materials.done', { returned: returned.length, missing: 0 }));
      await page.goto(`${app.server.url}/dashboard/StockBalance`);
      await page.getByRole('table').waitFor();
      await screenshot(page, `stock-balance-${lang}`);

      // The office counts Giza and finds ten missing; the supervisor, a second person, approves it from its page.
      const count = await call<{ id: number; lines: { material: number; expected: number | null; counted: number | null }[] }>(
        page,
        'POST',
        '/api/stockcount',
        { place: 'warehouse', owner_id: giza!.id, note: 'Spot check' },
      );
      const now = await held(page, giza!.id, material!.id);
      const saved = await call<{ version: number }>(page, 'PUT', `/api/stockcount/${count.id}`, {
        lines: [{ material: material!.id, counted: now - 10 }],
        note: 'Spot check',
      });
      await call(page, 'POST', `/api/stockcount/${count.id}/submit/`, { version: saved.version, note: '' });
      const supervisor = await openAs(
        app,
        lang as Lang,
        app.server.everyone.find((account) => account.username === 'supervisor')!,
      );
      await supervisor.page.goto(`${app.server.url}/dashboard/stockcount/edit/${count.id}`);
      await supervisor.page.getByRole('button', { name: t('stock_count.actions.approve') }).click();
      await screenshot(supervisor.page, `stock-count-approve-${lang}`);
      await supervisor.page
        .getByRole('dialog')
        .getByRole('button', { name: t('ra.action.confirm') })
        .click();
      await expectToast(supervisor.page, t('stock_count.actions.approved_done'));
      expect(await held(page, giza!.id, material!.id)).toBe(now - 10);
      for (const opened of [office, merchant, supervisor]) await opened.context.close();
    });

    it('fits every stock screen on a phone', async () => {
      const phone = await app.browser.newPage({ width: 390, height: 844 });
      await phone.page.goto(`${app.server.url}/login`);
      await phone.page.evaluate((value) => localStorage.setItem('lang', value), lang);
      await logIn(phone.page, app.server.url, app.server.accounts.superuser);
      const walk = await walker(phone.page);
      for (const screen of STOCK_SCREENS) {
        await walk.open(`/dashboard/${screen}`);
        await expectFitsScreen(phone.page, `stock-phone-${screen}-${lang}`);
      }
      await phone.context.close();
    });
  });
}
