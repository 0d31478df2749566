import { describe, expect, it } from 'vitest';
import { expectFitsScreen, screenshot } from './support/browser';
import { useE2eApp } from './support/app';
import { text, type Lang } from './support/text';
import { call, openAs as openAsIn } from './support/api';
import { expectToast } from './support/session';

const app = useE2eApp();

const firstOf = <T>(answer: T[] | { results: T[] }): T => (Array.isArray(answer) ? answer[0]! : answer.results[0]!);

const openAs = (lang: Lang, account: Parameters<typeof openAsIn>[2]) => openAsIn(app, lang, account);

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  describe.sequential(`a shipper's day in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    const t = (key: string, params?: Record<string, string | number>) => text(lang, key, params);

    it('hands 5 parcels over by scanning, delivers 3 (one partly), brings 2 back, closes 20 LE short and has it approved by someone else', async () => {
      const { page, context } = await openAs(lang, app.server.accounts.superuser);
      // The office's data: a courier with nothing in his hands yet, a merchant, a city, five parcels at the hub.
      const couriers = (await call<{ id: number; name: string; is_hub: boolean }[]>(page, 'GET', '/api/shipper/')).filter((s) => !s.is_hub);
      const courier = couriers[couriers.length - 1 - index]!;
      const customer = firstOf(await call<{ id: number }[]>(page, 'GET', '/api/customers'));
      const city = firstOf(await call<{ id: number }[]>(page, 'GET', '/api/City'));
      const serials: string[] = [];
      const ids: number[] = [];
      for (const total of ['300', '250', '200', '150', '100']) {
        const body = {
          customer: customer.id,
          city: city.id,
          full_name: `Closing ${lang} ${total}`,
          phone: '01012345678',
          total_amount: total,
          total_fees: '45',
        };
        const order = await call<{ id: number; serial: string }>(page, 'POST', '/api/addorders/order/', body);
        serials.push(order.serial);
        ids.push(order.id);
      }

      await page.goto(`${app.server.url}/dashboard/shipperEntry`);
      const shipperBox = page.getByRole('combobox', { name: text(lang, 'dispatch_screens.shipper') });
      await shipperBox.click();
      await shipperBox.fill(courier.name);
      await page.getByRole('option', { name: courier.name }).first().click();
      const scan = page.getByLabel(text(lang, 'dispatch_screens.serial'), { exact: true });
      for (const serial of serials) {
        await scan.fill(serial);
        await scan.press('Enter');
      }
      const handOver = `${text(lang, 'dispatch_screens.hand_over')} (${text(lang, 'dispatch_screens.to_hand_over', { smart_count: 5 })})`;
      await page.getByRole('button', { name: handOver, exact: true }).click();
      await expectToast(page, text(lang, 'dispatch_screens.handed', { handed: 5, already: 0 }));
      await page.getByRole('tab', { name: text(lang, 'dispatch_screens.tabs.today') }).click();
      await page.getByRole('link', { name: text(lang, 'dispatch_screens.print') }).click();
      await page.waitForURL(/\/dashboard\/shipmentEntrySheet\?/);
      await page.getByText(text(lang, 'dispatch_screens.sheet.shipper_signature')).first().waitFor();
      await page.getByText(serials[4]!).first().waitFor();
      await screenshot(page, `run-sheet-${lang}`);

      // The courier's day: three delivered (one partly), two back undelivered.
      const move = (id: number, change: Record<string, unknown>) => call(page, 'POST', '/api/orders/orders_status_update/', { id, ...change });
      await move(ids[0]!, { status: 'Delivered', collected_amount: '300' });
      await move(ids[1]!, { status: 'Delivered', collected_amount: '250' });
      await move(ids[2]!, { status: 'Delivered', collected_amount: '120' });
      await move(ids[3]!, { status: 'Undelivered', note: 'No answer' });
      await move(ids[4]!, { status: 'Undelivered', note: 'Wrong address' });
      const preview = await call<{ to_hand_over: string; previous_debt: string }>(page, 'GET', `/api/shipperclosing/preview/?shipper=${courier.id}`);
      const counted = (Number(preview.to_hand_over) - 20).toFixed(2);

      await page.goto(`${app.server.url}/dashboard/shipperclosing/new`);
      const closingShipper = page.getByRole('combobox', { name: t('closings.fields.shipper') });
      await closingShipper.click();
      await closingShipper.fill(courier.name);
      await page.getByRole('option', { name: courier.name }).first().click();
      await page.getByText(serials[0]!).first().waitFor();
      // His whole name shows in the field.
      expect(await closingShipper.inputValue()).toBe(courier.name);
      expect(await closingShipper.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
      await page.getByLabel(t('closings.fields.counted')).fill(counted);
      await page.getByRole('button', { name: t('closings.new.all_received') }).click();
      await page.getByText(t('closings.new.shortage', { amount: t('app.money', { amount: '20.00' }) })).waitFor();
      await screenshot(page, `closing-new-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectFitsScreen(page, `closing-new-phone-${lang}`);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.getByRole('button', { name: t('closings.new.save') }).click();
      await page.waitForURL(/\/dashboard\/shipperclosing\/view\/details\/\d+\/[\d-]+\/\d+$/);
      const receiptUrl = page.url();
      await page.getByRole('button', { name: t('closings.details.print') }).waitFor();
      await page.getByText(t('closings.status.pending'), { exact: true }).first().waitFor();
      await screenshot(page, `closing-receipt-${lang}`);
      // The maker is not offered the approval.
      expect(await page.getByRole('button', { name: t('closings.decide.approve') }).count()).toBe(0);

      // Another person approves: a second superuser made for this journey.
      const supervisor = { username: `supervisor-${lang}-${Date.now()}`, password: 'approve.it1', role: 'superuser' as const };
      await call(page, 'POST', '/api/useraccount', {
        username: supervisor.username,
        email: '',
        first_name: 'Supervisor',
        last_name: lang,
        is_active: true,
        is_staff: true,
        is_superuser: true,
        permitted_url: [],
        password: supervisor.password,
      });
      await context.close();
      const boss = await openAs(lang, supervisor);
      await boss.page.goto(`${app.server.url}/dashboard/shipperapproval`);
      const row = boss.page.locator('tbody tr').filter({ hasText: courier.name });
      await row.getByRole('button', { name: t('closings.decide.approve') }).click();
      await boss.page.getByRole('button', { name: text(lang, 'ra.action.confirm') }).click();
      await expectToast(boss.page, t('closings.decide.approved'));
      await boss.page.goto(receiptUrl);
      await boss.page.getByRole('button', { name: t('closings.details.print') }).waitFor();
      await boss.page.getByText(t('closings.status.approved'), { exact: true }).first().waitFor();
      // The closings report at 1440 pixels: every column in view, days and amounts each on one line (the shipper's name may wrap).
      await boss.page.setViewportSize({ width: 1440, height: 900 });
      await boss.page.goto(`${app.server.url}/dashboard/ShipperClosingRequestReport?perPage=100`);
      const reportRow = boss.page.locator('tbody tr').filter({ hasText: courier.name }).first();
      await reportRow.waitFor();
      const layout = await reportRow.evaluate((row) => {
        const lines = [...row.querySelectorAll('td')].map((cell) => {
          const words = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          const tops = new Set<number>();
          for (let node = words.nextNode(); node; node = words.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const box of range.getClientRects()) tops.add(Math.round(box.top));
          }
          return tops.size;
        });
        const box = row.closest('.RaDataTable-tableWrapper')!;
        return { lines: lines.filter((_, column) => column !== 1), fits: box.scrollWidth <= box.clientWidth };
      });
      expect(layout).toEqual({ lines: layout.lines.map(() => 1), fits: true });
      await screenshot(boss.page, `closings-report-${lang}`);
      // His debt, 20 LE more than before, on the custody report.
      const custody = await call<{ results: { shipper_id: number; debt: string }[] }>(boss.page, 'GET', '/api/reports/ShipperCustodyReport?page_size=100');
      const debt = custody.results.find((r) => r.shipper_id === courier.id)!.debt;
      expect(Number(debt)).toBe(Number(preview.previous_debt) + 20);
      // A page of 100 holds every demo courier; the money columns name the currency, each amount stands alone.
      await boss.page.goto(`${app.server.url}/dashboard/ShipperCustodyReport?perPage=100`);
      await boss.page
        .locator('tbody tr')
        .filter({ hasText: courier.name })
        .filter({ hasText: Number(debt).toLocaleString('en', { minimumFractionDigits: 2 }) })
        .waitFor();
      await screenshot(boss.page, `custody-${lang}`);
      await boss.context.close();
    });
  });
}
