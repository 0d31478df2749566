// @vitest-environment jsdom
import { Children, isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH } from '../../domain/permissions';
import { parentOf, STAFF_SCREENS } from '../../domain/screens';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';
import { declaredViewNames, sharedViews, staffPages, staffResources, viewOf } from '../../src/resources';
import { isListVariant } from '../../src/resources/orders/list/variantNames';

const names = STAFF_SCREENS.map((screen) => screen.name);

/** The paths of the routes a resource mounts below its list. */
function childPaths(name: string): string[] {
  const resource = staffResources.find((candidate) => candidate.name === name);
  return Children.toArray(resource?.children).flatMap((child) => (isValidElement<{ path?: string }>(child) && child.props.path ? [child.props.path] : []));
}

const pagePaths = staffPages.flatMap((page) => (isValidElement<{ path?: string }>(page) && page.props.path ? [page.props.path] : []));

describe('the screen registry (domain/screens.ts)', () => {
  it('declares each screen once, under /dashboard, with a name no other screen has', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(STAFF_SCREENS.map((screen) => screen.url)).size).toBe(names.length);
    for (const screen of STAFF_SCREENS) expect(screen.url.startsWith(`${DASHBOARD_PATH}/`), screen.url).toBe(true);
  });

  it('names each screen by the last segment of its URL, unless it lies below another screen and says otherwise', () => {
    const renamed = STAFF_SCREENS.filter((screen) => screen.url.split('/').at(-1) !== screen.name);
    for (const screen of renamed) {
      const segment = screen.url.split('/').at(-1)!;
      expect(parentOf(screen), `${screen.name} may carry a name of its own only below another screen`).toBeDefined();
      expect(screen.name.endsWith(segment) && screen.name !== segment, `${screen.name} keeps its segment ${segment} at its end`).toBe(true);
    }
    // The merchants' revenue pages: their segments are the Shipper pages' names.
    expect(renamed.map((screen) => [screen.name, screen.url])).toEqual([
      ['customerrevenue', '/dashboard/customers/revenue'],
      ['customerrevenue_enhanced', '/dashboard/customers/revenue_enhanced'],
      ['customernewrevenue', '/dashboard/customers/newrevenue'],
    ]);
  });

  it('gives every screen a view with a page, and every declared view a screen', () => {
    for (const screen of STAFF_SCREENS) expect(viewOf(screen)?.page, screen.name).toBeDefined();
    expect([...declaredViewNames].sort()).toEqual([...new Set(declaredViewNames)].sort());
    for (const name of declaredViewNames) expect(names, `views.tsx declares ${name}, which is no screen`).toContain(name);
  });

  it('names, for a screen that is a variant of a shared view, a view and a variant that exist, and no page of its own besides', () => {
    const variants = STAFF_SCREENS.flatMap((screen) => (screen.shared ? [{ screen, shared: screen.shared }] : []));
    expect(variants.length).toBeGreaterThan(0);
    for (const { screen, shared } of variants) {
      expect(sharedViews[shared.view], screen.name).toBeDefined();
      expect(isListVariant(shared.variant), `${screen.name}: ${shared.variant}`).toBe(true);
      expect(sharedViews[shared.view]?.(shared.variant, screen.name).page, screen.name).toBeDefined();
    }
  });

  it('mounts every screen: as a resource or page of its own, or as a route of the screen whose URL holds it', () => {
    const resourceNames = staffResources.map((resource) => resource.name);
    for (const screen of STAFF_SCREENS) {
      const parent = parentOf(screen);
      if (!parent) {
        // A resource is mounted at its name; a plain page at its URL, with the pages below it when nested.
        const url = screen.url.slice(DASHBOARD_PATH.length);
        const mounted = resourceNames.includes(screen.name) || pagePaths.some((path) => path === url || path === `${url}/*`);
        expect(mounted, screen.name).toBe(true);
        continue;
      }
      const path = screen.url.slice(parent.url.length + 1);
      expect(resourceNames, `${screen.name} lies below ${parent.name}, which must be a resource`).toContain(parent.name);
      expect(
        childPaths(parent.name).filter((child) => child === path || child === `${path}/*`),
        screen.name,
      ).toHaveLength(1);
    }
  });

  it('names every screen in both languages', () => {
    for (const catalogue of [en, ar]) {
      for (const name of names) expect(catalogue.screens[name as keyof typeof catalogue.screens], name).toBeTruthy();
    }
  });
});
