import { describe, expect, it } from 'vitest';
import { expectFitsScreen, screenshot } from './support/browser';
import { useE2eApp } from './support/app';
import { call, openAs } from './support/api';
import { text, type Lang } from './support/text';
import { expectToast } from './support/session';

const app = useE2eApp();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Wallet {
  id: number;
  name: string;
  payout_method: string;
  in_office: string;
  due: string;
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  describe.sequential(`a merchant's money in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    const t = (key: string, params?: Record<string, string | number>) => text(lang, key, params);

    it('is asked for by the merchant, settled from its collect request, paid in a batch with its bank file, and the merchant sees its statement', async () => {
      // shop2@example.com in English, shop3@example.com in Arabic (merchant@example.com has the demo's open request).
      const merchantAccount = app.server.everyone.filter((a) => a.role === 'customer')[index + 1]!;
      const staff = await openAs(app, lang as Lang, app.server.accounts.superuser);
      const page = staff.page;
      const merchantLogin = await openAs(app, lang as Lang, merchantAccount);
      const own = await call<Wallet>(merchantLogin.page, 'GET', '/api/customerdashboard/wallet/');

      // The merchant asks for the money of all its delivered orders.
      await merchantLogin.page.goto(`${app.server.url}/customerdashboard/CollectRequest`);
      const askAll = t('customer_orders.collect.ask_all', { smart_count: 0 }).replace(/\s*\(.*\)\s*$/, '');
      await merchantLogin.page.getByRole('button', { name: new RegExp(`^${escaped(askAll)}`) }).click();
      const sent = escaped(t('customer_orders.collect.asked', { id: '#' })).replace('#', '(\\d+)');
      const toast = merchantLogin.page.getByText(new RegExp(sent));
      await toast.waitFor();
      const request = Number(new RegExp(sent).exec((await toast.textContent()) ?? '')?.[1]);
      expect(request).toBeGreaterThan(0);

      // A payout of this merchant still waiting in the demo's batch is taken out first, as the office would.
      const batches = await call<{ results: { id: number }[] }>(page, 'GET', '/api/payouts/?page=1&page_size=100');
      for (const batch of batches.results) {
        const details = await call<{ items: { id: number; customer_id: number; status: string }[] }>(page, 'GET', `/api/payouts/${batch.id}`);
        for (const item of details.items.filter((i) => i.customer_id === own.id && i.status === 'pending'))
          await call(page, 'POST', `/api/payouts/${batch.id}/items/${item.id}/fail/`, { reason: 'paid with this week' });
      }
      const wallet = await call<Wallet>(page, 'GET', `/api/customers/wallet/${own.id}`);
      expect(Number(wallet.in_office)).toBeGreaterThan(0);

      // The office settles it from the request's page: the closing of its orders whose cash the office holds.
      await page.goto(`${app.server.url}/dashboard/CollectRequest/collectList/details/${request}`);
      await page.getByRole('link', { name: t('settlements.wallet.settle') }).click();
      await page.waitForURL(/\/dashboard\/customer-closing\/new\?customer=\d+&collect=\d+$/);
      const settle = page.getByRole('button', { name: new RegExp(escaped(t('settlements.new.save', { net: '#' })).replace('#', '[\\d.]+')) });
      await settle.waitFor();
      await screenshot(page, `customer-closing-new-${lang}`);
      await settle.click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('ra.action.confirm') })
        .click();
      await page.waitForURL(/\/dashboard\/customer-closing\/statement\/\d+$/);
      const statementId = Number(page.url().split('/').pop());
      await page.getByText(t('settlements.statement.merchant_signature')).waitFor();
      await screenshot(page, `statement-${lang}`);
      const statement = await call<{ number: number; net: string; collect_request_id: number; lines: { serial: string }[] }>(
        page,
        'GET',
        `/api/customer-closing/${statementId}`,
      );
      expect(Number(statement.net)).toBeGreaterThan(0);
      expect(statement.collect_request_id).toBe(request);
      const afterSettling = await call<Wallet>(page, 'GET', `/api/customers/wallet/${own.id}`);
      expect(Number(afterSettling.in_office)).toBeCloseTo(Number(wallet.in_office) - Number(statement.net), 2);
      expect(Number(afterSettling.due)).toBeCloseTo(Number(wallet.due) + Number(statement.net), 2);

      // A payout batch of this merchant's method, its file for the bank, then paid with the bank's reference.
      await page.goto(`${app.server.url}/dashboard/payouts/new`);
      await page.getByRole('combobox', { name: t('settlements.payouts.choose_method') }).click();
      await page.getByRole('option', { name: t(`resources.customers.payout_methods.${own.payout_method}`) }).click();
      await page.getByRole('checkbox', { name: own.name }).waitFor();
      await page.getByRole('checkbox', { name: t('ra.action.select_all') }).uncheck();
      await page.getByRole('checkbox', { name: own.name }).check();
      await page.getByRole('button', { name: t('settlements.payouts.create') }).click();
      await page.waitForURL(/\/dashboard\/payouts\/batch\/\d+$/);
      const batchUrl = page.url();
      const batch = await call<{ total: string }>(page, 'GET', `/api/payouts/${batchUrl.split('/').pop()}`);
      // The office takes that much of the box's cash to the bank first: a transfer is paid from what the bank holds.
      await page.goto(`${app.server.url}/dashboard/cashtransfers/new`);
      await page.getByRole('radio', { name: t('settlements.transfers.kinds.deposit') }).check();
      await page.getByRole('textbox', { name: t('settlements.transfers.fields.amount') }).fill(batch.total);
      await screenshot(page, `cash-deposit-${lang}`);
      await page.getByRole('button', { name: t('ra.action.save') }).click();
      await page.waitForURL(/\/dashboard\/cashtransfers$/);
      await page.getByText(t('settlements.transfers.kinds.deposit')).first().waitFor();
      await screenshot(page, `cash-transfers-${lang}`);
      await page.goto(batchUrl);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('settlements.payouts.file') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^payouts-\d+-\w+\.csv$/);
      await page.getByRole('checkbox', { name: own.name }).check();
      await page.getByRole('button', { name: t('settlements.payouts.mark_paid') }).click();
      await page.getByRole('dialog').getByRole('textbox').fill(`REF-${lang}-1`);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('ra.action.confirm') })
        .click();
      await expectToast(page, t('settlements.payouts.paid_done'));
      await page.getByText(`REF-${lang}-1`).waitFor();

      // The merchant: nothing waits for a payout, and its statement shows each order.
      await merchantLogin.page.goto(`${app.server.url}/customerdashboard/statements`);
      const walletCard = merchantLogin.page.getByRole('region', { name: t('settlements.wallet.title') });
      await walletCard.waitFor();
      const paidOut = await call<Wallet>(merchantLogin.page, 'GET', '/api/customerdashboard/wallet/');
      expect(paidOut).toMatchObject({ in_office: afterSettling.in_office, due: '0.00' });
      await merchantLogin.page
        .getByRole('row')
        .filter({ hasText: String(statement.number) })
        .getByRole('link')
        .click();
      await merchantLogin.page.getByText(statement.lines[0]!.serial).first().waitFor();
      await screenshot(merchantLogin.page, `merchant-statement-${lang}`);

      await merchantLogin.page.goto(`${app.server.url}/customerdashboard/revenue`);
      await merchantLogin.page.getByRole('region', { name: t('settlements.wallet.title') }).waitFor();
      await merchantLogin.page.getByRole('table').first().waitFor();
      await screenshot(merchantLogin.page, `merchant-revenue-${lang}`);

      await page.goto(`${app.server.url}/dashboard/finance`);
      await page.getByText(t('settlements.finance.balanced')).waitFor();
      await screenshot(page, `finance-${lang}`);
      // Each figure opens the ledger's entries behind it, each entry's kind and account in words.
      await page.getByRole('link', { name: new RegExp(`^${t('reports.financeentries.choices.figure.office_cash')}`) }).click();
      await page
        .getByRole('cell', { name: t('reports.financeentries.accounts.office_cash') })
        .first()
        .waitFor();
      await screenshot(page, `finance-entries-${lang}`);

      // On a phone the money screens fit the screen, their wide tables scrolling inside their cards.
      await merchantLogin.page.setViewportSize({ width: 390, height: 844 });
      await merchantLogin.page.goto(`${app.server.url}/customerdashboard/statements`);
      await merchantLogin.page
        .getByRole('row')
        .filter({ hasText: String(statement.number) })
        .waitFor();
      await expectFitsScreen(merchantLogin.page, `merchant-statements-phone-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      for (const [path, shown] of [
        ['/dashboard/customers', page.locator('tbody tr')],
        ['/dashboard/customers/wallet', page.locator('tbody tr')],
      ] as const) {
        await page.goto(`${app.server.url}${path}`);
        await shown.first().waitFor();
        await expectFitsScreen(page, `${path.split('/').pop()}-phone-${lang}`);
      }
      await merchantLogin.context.close();
      await staff.context.close();
    });
  });
}
