import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ComponentType, type ReactElement } from 'react';
import type { RecordToStringFunction, ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';

type ViewModule = { default: ComponentType };
type ViewLoader = () => Promise<ViewModule>;

export interface ResourceDefinition {
  name: string;
  icon: SvgIconComponent;
  list: ViewLoader;
  create?: ViewLoader;
  edit?: ViewLoader;
  recordRepresentation?: string | RecordToStringFunction;
  /** More child pages under the resource's URL (a detail page, list variants), each made with `childRoute`. */
  routes?: readonly ReactElement[];
  /** Tells react-admin that one of `routes` is the record's show page. */
  hasShow?: boolean;
}

export type StaffResource = ResourceProps & { icon: SvgIconComponent };

/**
 * A child page at `path` (relative to the resource) whose view is loaded on demand and rendered with `props`,
 * so that several routes can share one view module (one chunk) with different settings.
 */
export function childRoute<P extends object>(path: string, view: () => Promise<{ default: ComponentType<P> }>, props: P): ReactElement {
  const View = lazy(view) as ComponentType<P>;
  return <Route key={path} path={path} element={<View {...props} />} />;
}

/**
 * A `<Resource>`'s props with every view loaded on demand (one chunk per view module). Create and edit are
 * child routes at `new` and `edit/:id`, the spec's URLs; react-router ranks those static segments above the
 * list's splat, and `hasCreate`/`hasEdit` tell react-admin the views exist.
 */
export function defineResource({ name, icon, list, create, edit, recordRepresentation, routes = [], hasShow = false }: ResourceDefinition): StaffResource {
  const Create = create && lazy(create);
  const Edit = edit && lazy(edit);
  return {
    name,
    icon,
    recordRepresentation,
    list: lazy(list),
    hasCreate: Boolean(Create),
    hasEdit: Boolean(Edit),
    hasShow,
    children: [Create && <Route key="new" path="new" element={<Create />} />, Edit && <Route key="edit" path="edit/:id" element={<Edit />} />, ...routes],
  };
}
