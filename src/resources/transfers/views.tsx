import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { ScreenViews } from '../shared/screenView';

/** The company's own cash: office box to bank and back, and the owners' money in or out (cashtransfers). */
export const views: ScreenViews = {
  cashtransfers: { icon: SwapHorizIcon, page: () => import('./TransferList'), create: () => import('./TransferNew') },
};
