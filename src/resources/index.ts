import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps } from 'react-admin';

/** Every staff resource, named by the spec's URL segment; the menu reuses their icons. */
export const staffResources: ResourceProps[] = [];

export const resourceIcons: Record<string, SvgIconComponent> = {};
