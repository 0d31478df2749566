/**
 * A page still loading shows one progress bar, named in the interface language, and nothing a screen reader cannot
 * name (axe found react-admin's own fallback, an unnamed spinner and grey text, on a slow phone walk).
 */
import { render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSuspense } from '../../../src/layout/PageLoading';
import { i18nProvider } from '../../../src/providers/i18nProvider';

/** A page whose code never arrives. */
const NeverLoaded: ComponentType = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('a page on its way', () => {
  it.each([
    ['en', 'Loading'],
    ['ar', 'جارٍ التحميل'],
  ])('is one progress bar named in %s, its spinner hidden from screen readers', async (language, name) => {
    await i18nProvider.changeLocale(language);
    render(
      <PageSuspense>
        <NeverLoaded />
      </PageSuspense>,
    );
    const bars = await screen.findAllByRole('progressbar', { hidden: false });
    expect(bars).toHaveLength(1);
    expect(bars[0]).toHaveAccessibleName(name);
    expect(screen.queryByText(i18nProvider.translate('ra.message.loading'))).toBeNull();
  });
});
