// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { afterAll, describe, expect, it } from 'vitest';
import { englishMessage, sharedMessages, type MessageKey } from '../../domain/messages';
import { i18nProvider, type Language } from '../../src/providers/i18nProvider';
import { errorText } from '../../src/resources/shared/errors';
import { statusKey } from '../../src/resources/orders/status';

/** Every message key the server answers with, and its English text. */
function leaves(tree: object, prefix = ''): [MessageKey, string][] {
  return Object.entries(tree).flatMap(([name, value]: [string, unknown]) =>
    typeof value === 'string' ? [[`${prefix}${name}` as MessageKey, value] as [MessageKey, string]] : leaves(value as object, `${prefix}${name}.`),
  );
}

const withValues = leaves(sharedMessages).filter(([, text]) => text.includes('%{'));
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]!))];

/** The server's refusal as the browser's data provider turns it into an error (src/providers/http.ts fetchOk). */
const refusal = (key: MessageKey, params: Record<string, string | number>) => new HttpError(key, 400, { message: englishMessage(key, params), key, params });

afterAll(() => i18nProvider.changeLocale('en'));

describe.each<Language>(['en', 'ar'])('a refused call shown in %s', (language) => {
  it('has every message the server answers with in its catalogue', async () => {
    await i18nProvider.changeLocale(language);
    for (const [key] of leaves(sharedMessages)) expect(i18nProvider.translate(key, { _: '∅' }), key).not.toBe('∅');
  });

  it('fills every placeholder of every server message with the values the server sent', async () => {
    await i18nProvider.changeLocale(language);
    expect(withValues.length).toBeGreaterThan(50);
    for (const [key, english] of withValues) {
      const params = Object.fromEntries(placeholders(english).map((name) => [name, `«${name}»`]));
      const text = errorText(i18nProvider.translate, refusal(key, params));
      expect(text, key).not.toContain('%{');
      for (const value of Object.values(params)) expect(text, key).toContain(value);
      if (language === 'ar') expect(text, key).not.toBe(englishMessage(key, params));
    }
  });

  it("names a refused bulk action's order and says its reason, statuses by their labels", async () => {
    await i18nProvider.changeLocale(language);
    const error = new HttpError('orders.bulk_refused', 400, {
      key: 'orders.bulk_refused',
      message: 'Nothing was changed: order 1001: An order cannot move from Delivered to Pending',
      params: {
        serial: '1001',
        reason: 'An order cannot move from Delivered to Pending',
        reason_key: 'orders.move_not_allowed',
        from: 'Delivered',
        to: 'Pending',
      },
    });
    const text = errorText(i18nProvider.translate, error);
    const reason = i18nProvider.translate('orders.move_not_allowed', {
      from: i18nProvider.translate(statusKey('Delivered')),
      to: i18nProvider.translate(statusKey('Pending')),
    });
    expect(text).toBe(i18nProvider.translate('orders.bulk_refused', { serial: '1001', reason }));
    expect(text).toContain(i18nProvider.translate(statusKey('Delivered')));
  });

  it('gives a record in use the caller’s words for what holds it, and an unknown failure a readable sentence', async () => {
    await i18nProvider.changeLocale(language);
    const inUse = new HttpError('errors.in_use', 409, { key: 'errors.in_use', message: '…', params: { details: 'orders' } });
    expect(errorText(i18nProvider.translate, inUse, { details: 'ثلاثة طلبات' })).toContain('ثلاثة طلبات');
    expect(errorText(i18nProvider.translate, 'not an error')).toBe(i18nProvider.translate('ra.notification.http_error'));
  });
});
