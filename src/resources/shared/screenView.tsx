import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ComponentType, type ReactElement } from 'react';
import type { RecordToStringFunction } from 'react-admin';
import { Route } from 'react-router-dom';
import type { SharedViewName } from '../../../domain/screens';

type ViewModule = { default: ComponentType };
/** A view module loaded on demand: each becomes a chunk of its own, fetched when its page first opens. */
export type ViewLoader = () => Promise<ViewModule>;

/**
 * What a folder declares for one of its screens (`views` in src/resources/<folder>/views.tsx, keyed by the
 * screen's name). The registry (domain/screens.ts) says where the screen lives and who may open it; this says
 * what it shows. A screen whose URL lies below another screen's is mounted as a page of that screen's resource.
 */
export interface ScreenView {
  /** The menu's icon (screens left out of the menu may have none). */
  icon?: SvgIconComponent;
  /** The screen's page: the resource's list, or the page of a screen below another screen's URL. */
  page?: ViewLoader;
  /** The creation page at `new` and the edit page at `edit/:id`, the spec's URLs. */
  create?: ViewLoader;
  edit?: ViewLoader;
  recordRepresentation?: string | RecordToStringFunction;
  /** Pages below the screen that are not screens of their own (a record's page, a list narrowed by the URL), made with `childRoute`. */
  routes?: readonly ReactElement[];
  /** Tells react-admin that one of `routes` is the record's show page. */
  hasShow?: boolean;
  /** A page that is no react-admin resource (it lists no records of its own): mounted as a custom route. */
  plain?: boolean;
  /** A page (below another screen, or plain) that has addresses of its own below it: mounted at `<path>/*`. */
  nested?: boolean;
}

export type ScreenViews = Readonly<Record<string, ScreenView>>;

/** A view several screens share, given the screen's variant and name (the registry's `shared`). */
export type SharedViews = Partial<Record<SharedViewName, (variant: string, screen: string) => ScreenView>>;

/** The view module `view`, rendered with `props`: several screens and routes share one module (one chunk) with different settings. */
export function withProps<P extends object>(view: () => Promise<{ default: ComponentType<P> }>, props: P): ViewLoader {
  return async () => {
    const { default: View } = await view();
    return {
      default: function ViewWithProps() {
        return <View {...props} />;
      },
    };
  };
}

/** A child page at `path` (relative to the resource) whose view is loaded on demand and rendered with `props`. */
export function childRoute<P extends object>(path: string, view: () => Promise<{ default: ComponentType<P> }>, props: P): ReactElement {
  const View = lazy(view) as ComponentType<P>;
  return <Route key={path} path={path} element={<View {...props} />} />;
}
