import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ComponentType } from 'react';
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
}

export type StaffResource = ResourceProps & { icon: SvgIconComponent };

/**
 * A `<Resource>`'s props with every view loaded on demand (one chunk per view module). Create and edit are
 * child routes at `new` and `edit/:id`, the spec's URLs; react-router ranks those static segments above the
 * list's splat, and `hasCreate`/`hasEdit` tell react-admin the views exist.
 */
export function defineResource({ name, icon, list, create, edit, recordRepresentation }: ResourceDefinition): StaffResource {
  const Create = create && lazy(create);
  const Edit = edit && lazy(edit);
  return {
    name,
    icon,
    recordRepresentation,
    list: lazy(list),
    hasCreate: Boolean(Create),
    hasEdit: Boolean(Edit),
    children: [
      Create && <Route key="new" path="new" element={<Create />} />,
      Edit && <Route key="edit" path="edit/:id" element={<Edit />} />,
    ],
  };
}
