import CategoryIcon from '@mui/icons-material/Category';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptIcon from '@mui/icons-material/Receipt';
import StarRateIcon from '@mui/icons-material/StarRate';
import type { SvgIconComponent } from '@mui/icons-material';
import { recordName } from '../shared/recordName';
import type { ScreenView, ScreenViews } from '../shared/screenView';

/** Every lookup uses the same three view modules; each reads its own configuration from the resource name. */
const lookup = (icon: SvgIconComponent): ScreenView => ({
  icon,
  page: () => import('./LookupList'),
  create: () => import('./LookupCreate'),
  edit: () => import('./LookupEdit'),
  recordRepresentation: recordName,
});

export const views: ScreenViews = {
  City: lookup(LocationCityIcon),
  Zone: lookup(MapIcon),
  area: lookup(PlaceIcon),
  customercategory: lookup(CategoryIcon),
  holdreason: lookup(PauseCircleIcon),
  HangonReason: lookup(HourglassTopIcon),
  ExpenseCategory: lookup(ReceiptIcon),
  EvaluationCriteria: lookup(StarRateIcon),
};
