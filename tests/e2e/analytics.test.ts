import { describe, expect, it } from 'vitest';
import type { CompanyStatistics } from '../../domain/reports/analytics-home';
import { expectAccessible } from './support/axe';
import { expectFitsScreen, screenshot } from './support/browser';
import { useE2eApp } from './support/app';
import { call, openAs } from './support/api';
import { logIn } from './support/session';
import { text, type Lang } from './support/text';

const app = useE2eApp();

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['en', 'ar'] as const) {
  describe.sequential(`the analytics in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    const t = (key: string, params?: Record<string, string | number>) => text(lang, key, params);

    it("shows the home, explains a rate, opens the orders behind a figure and a merchant's days", async () => {
      const { page, context } = await openAs(app, lang as Lang, app.server.accounts.superuser);
      await page.goto(`${app.server.url}/dashboard/analytics`);
      await page.getByRole('heading', { name: t('app.analytics.now_title') }).waitFor();
      // "How is this computed?" gives the success rate's formula, written from the measures' table.
      await page.getByRole('button', { name: t('reports.kit.about') }).click();
      await page.getByText(`${t('reports.measures.names.success_rate')}: ${t('reports.measures.names.delivered')} ÷`).waitFor();
      await screenshot(page, `analytics-home-${lang}`);

      // The delivered card opens exactly the orders it counts.
      const figures = await call<CompanyStatistics>(page, 'GET', '/api/addorders/company_saticts');
      const card = page.getByRole('link', { name: new RegExp(`^${escaped(t('reports.measures.names.delivered'))}`) });
      await card.click();
      await page.waitForURL(/\/dashboard\/topcdetails\?outcome=delivered/);
      await page.locator('#main-content tbody tr').first().waitFor();
      const { range } = figures;
      const behind = await call<{ count: number }>(
        page,
        'GET',
        `/api/reports/topcdetails?outcome=delivered&from_date=${range.from_date}&to_date=${range.to_date}&page_size=1`,
      );
      expect(behind.count).toBe(figures.current.delivered);
      const delivered = [t('resources.orders.statuses.delivered'), t('resources.orders.statuses.collected')];
      const statuses = await page.locator('#main-content tbody tr td:nth-child(5)').allTextContents();
      expect(statuses.filter((status) => !delivered.includes(status))).toEqual([]);
      await screenshot(page, `analytics-delivered-orders-${lang}`);

      // The merchant that moved most opens its days.
      await page.goto(`${app.server.url}/dashboard/analytics`);
      await page
        .getByRole('region', { name: t('app.analytics.top_customer') })
        .getByRole('link')
        .first()
        .click();
      await page.waitForURL(/\/dashboard\/topcdetails\/customer\/\d+/);
      await page.getByText(t('reports.topcdetails_customer.title')).first().waitFor();
      await page.locator('#main-content tbody tr').first().waitFor();
      await screenshot(page, `analytics-merchant-days-${lang}`);
      await context.close();
    });

    it("rates a courier this month, finds the rating beside his score, and follows a courier's day on the map", async () => {
      const { page, context } = await openAs(app, lang as Lang, app.server.accounts.superuser);
      // A courier of his own for each language: both runs rate this month.
      const couriers = await call<{ id: number; name: string }[]>(page, 'GET', '/api/UserEvaluation/subjects?kind=shipper');
      const courier = couriers[lang === 'en' ? 0 : 1]!;
      await page.goto(`${app.server.url}/dashboard/UserEvaluation/new`);
      await page.getByRole('combobox', { name: new RegExp(escaped(t('resources.UserEvaluation.fields.subject'))) }).click();
      await page.getByRole('option', { name: courier.name, exact: true }).click();
      // Five stars on every criterion (each criterion's stars are a group of radios).
      const fiveStars = page.getByRole('radio', { name: t('resources.UserEvaluation.stars', { smart_count: 5 }), exact: true });
      await fiveStars.first().waitFor({ state: 'attached' });
      // Chosen as the keyboard chooses a star: MUI's Rating reads a pointer's place in the row of stars.
      for (const star of await fiveStars.all()) await star.dispatchEvent('click');
      // The month's figures of his work are shown beside the ratings.
      await page.getByText(t('resources.UserEvaluation.work')).waitFor();
      await page.getByRole('button', { name: t('ra.action.save') }).click();
      await page.waitForURL(/\/dashboard\/UserEvaluation$/);

      // The courier evaluation shows his rating beside his score, and the score's formula with the weights.
      // This month alone: his rating is the five stars just given.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
      const thisMonth = { shipper: courier.id, from_date: `${today.slice(0, 7)}-01`, to_date: today };
      await page.goto(`${app.server.url}/dashboard/shipperevaluationreport?filter=${encodeURIComponent(JSON.stringify(thisMonth))}`);
      await page.getByRole('heading', { name: t('reports.score.title') }).waitFor();
      const row = page.locator('#main-content tbody tr').first();
      await row.getByText(courier.name).waitFor();
      await row.getByText('5.0', { exact: true }).waitFor();
      await screenshot(page, `courier-evaluation-${lang}`);
      await expectAccessible(page, `courier-evaluation-${lang}`);

      // A courier whose phone sent positions today: his track and his day on the map.
      let tracked: { id: number; name: string } | undefined;
      for (const candidate of couriers) {
        const track = await call<{ positions: unknown[] }>(page, 'GET', `/api/shippers/locations/?day_date=${today}&shipper_id=${candidate.id}`);
        if (track.positions.length > 1) {
          tracked = candidate;
          break;
        }
      }
      expect(tracked, 'a courier with a track today').toBeDefined();
      await page.goto(`${app.server.url}/dashboard/shippertracking?shipper=${tracked!.id}&day=${today}`);
      const map = page.getByRole('region', { name: t('app.tracking.map', { name: tracked!.name }) });
      await map.waitFor();
      expect(await map.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(1);
      await page
        .getByRole('list', { name: t('app.tracking.moments') })
        .getByText(t('app.tracking.started'))
        .waitFor();
      await screenshot(page, `courier-track-${lang}`);
      await expectAccessible(page, `courier-track-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectFitsScreen(page, `courier-track-phone-${lang}`);
      await context.close();
    });

    it('fits the home on a phone', async () => {
      const phone = await app.browser.newPage({ width: 390, height: 844 });
      await phone.page.goto(`${app.server.url}/login`);
      await phone.page.evaluate((value) => localStorage.setItem('lang', value), lang);
      await logIn(phone.page, app.server.url, app.server.accounts.staff);
      await phone.page.goto(`${app.server.url}/dashboard/analytics`);
      await phone.page.getByRole('heading', { name: t('app.analytics.now_title') }).waitFor();
      await expectFitsScreen(phone.page, `analytics-phone-${lang}`);
      await phone.context.close();
    });
  });
}
