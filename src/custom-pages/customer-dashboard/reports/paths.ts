/** The merchant's report pages under /customerdashboard (spec section 2: report/TopCReport and report/TopCReportDetails). */
import { CUSTOMER_DASHBOARD_PATH } from '../../../../domain/permissions';
import type { FiguresRange } from '../../../providers/merchant';

export const BY_CITY_PATH = `${CUSTOMER_DASHBOARD_PATH}/report/TopCReport`;

/** The report over a range: the range rides in the address, so the way back from a city finds it again. */
export const byCityPath = (range: FiguresRange): string => `${BY_CITY_PATH}?${new URLSearchParams({ ...range }).toString()}`;
