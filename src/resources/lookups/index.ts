import CategoryIcon from '@mui/icons-material/Category';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlaceIcon from '@mui/icons-material/Place';
import type { SvgIconComponent } from '@mui/icons-material';
import { storedLanguage } from '../../providers/i18nProvider';
import { defineResource, type StaffResource } from '../shared/defineResource';

/**
 * How a lookup is named in titles, reference columns and pickers: its Arabic name on Arabic screens when it
 * has one. The admin is remounted when the language changes, so the stored choice is the current one.
 */
const localName = (record: { name: string; name_ar?: string }): string => (storedLanguage() === 'ar' && record.name_ar ? record.name_ar : record.name);

/** Every lookup uses the same three view modules; each reads its own configuration from the resource name. */
const lookup = (name: string, icon: SvgIconComponent): StaffResource =>
  defineResource({
    name,
    icon,
    list: () => import('./LookupList'),
    create: () => import('./LookupCreate'),
    edit: () => import('./LookupEdit'),
    recordRepresentation: localName,
  });

export const City = lookup('City', LocationCityIcon);
export const Zone = lookup('Zone', MapIcon);
export const area = lookup('area', PlaceIcon);
export const customercategory = lookup('customercategory', CategoryIcon);
export const holdreason = lookup('holdreason', PauseCircleIcon);
export const HangonReason = lookup('HangonReason', HourglassTopIcon);
