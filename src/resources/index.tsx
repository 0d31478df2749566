import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../domain/permissions';
import { parentOf, STAFF_SCREENS, type StaffScreen } from '../../domain/screens';
import type { ScreenView, ScreenViews, SharedViews } from './shared/screenView';

interface ViewsModule {
  views?: ScreenViews;
  sharedViews?: SharedViews;
}

/**
 * Every folder's views file (`views.tsx`), read with the staff app; the views they name load on demand. A
 * new screen's folder is found here without being listed.
 */
const modules = Object.values(import.meta.glob<ViewsModule>(['./*/views.tsx', '../custom-pages/*/views.tsx'], { eager: true }));

/** The screen names the folders declare views for, as declared (a name declared twice appears twice). */
export const declaredViewNames: readonly string[] = modules.flatMap((module) => Object.keys(module.views ?? {}));
const ownViews: ScreenViews = Object.fromEntries(modules.flatMap((module) => Object.entries(module.views ?? {})));
export const sharedViews: SharedViews = Object.fromEntries(modules.flatMap((module) => Object.entries(module.sharedViews ?? {})));

/** A screen's view: its folder's, on top of the shared view its registry entry names. */
export function viewOf(screen: StaffScreen): ScreenView | undefined {
  const own = ownViews[screen.name];
  const shared = screen.shared && sharedViews[screen.shared.view]?.(screen.shared.variant, screen.name);
  return shared ? { ...shared, ...own } : own;
}

const resolved = STAFF_SCREENS.flatMap((screen) => {
  const view = viewOf(screen);
  return view ? [{ screen, view }] : [];
});

/** A screen below another one as a route of that screen's resource: `archivedorders` in `/dashboard/orders`. */
function pageRoute(screen: StaffScreen, parent: StaffScreen, view: ScreenView): ReactElement[] {
  if (!view.page) return [];
  const path = screen.url.slice(parent.url.length + 1);
  const Page = lazy(view.page);
  return [<Route key={path} path={view.nested ? `${path}/*` : path} element={<Page />} />];
}

/**
 * A screen as a `<Resource>`'s props, every view loaded on demand. Create and edit are child routes at `new`
 * and `edit/:id`, the spec's URLs; react-router ranks those static segments above the list's splat, and
 * `hasCreate`/`hasEdit` tell react-admin the views exist.
 */
function resourceOf(screen: StaffScreen, view: ScreenView): ResourceProps {
  const Create = view.create && lazy(view.create);
  const Edit = view.edit && lazy(view.edit);
  const pages = resolved.filter((child) => parentOf(child.screen) === screen).flatMap((child) => pageRoute(child.screen, screen, child.view));
  return {
    name: screen.name,
    icon: view.icon,
    recordRepresentation: view.recordRepresentation,
    list: view.page && lazy(view.page),
    hasCreate: Boolean(Create),
    hasEdit: Boolean(Edit),
    hasShow: view.hasShow ?? false,
    children: [
      Create && <Route key="new" path="new" element={<Create />} />,
      Edit && <Route key="edit" path="edit/:id" element={<Edit />} />,
      ...(view.routes ?? []),
      ...pages,
    ],
  };
}

const topLevel = resolved.filter(({ screen }) => !parentOf(screen));

/** Every staff resource, named by the spec's URL segment, in the registry's order, with the pages of the screens below it. */
export const staffResources: ResourceProps[] = topLevel.filter(({ view }) => !view.plain).map(({ screen, view }) => resourceOf(screen, view));

/**
 * The screens that are plain pages rather than resources (analytics, the collect desk at CollectRequest/collectList,
 * whose URL is deeper than its name), as custom routes at their URLs; a `nested` one routes the pages below it.
 */
export const staffPages: ReactElement[] = topLevel.flatMap(({ screen, view }) => {
  if (!view.plain || !view.page) return [];
  const Page = lazy(view.page);
  const path = screen.url.slice(DASHBOARD_PATH.length);
  return [<Route key={screen.name} path={view.nested ? `${path}/*` : path} element={<Page />} />];
});

/** The menu's icon of each screen that has one. */
export const resourceIcons: Record<string, SvgIconComponent> = Object.fromEntries(
  resolved.flatMap(({ screen, view }) => (view.icon ? [[screen.name, view.icon]] : [])),
);
