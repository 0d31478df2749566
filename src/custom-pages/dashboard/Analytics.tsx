/**
 * /dashboard/analytics, the staff analytics home (domain/reports/analytics-home.ts): a range of order dates against
 * the range before, what stands now, today's and the range's orders by status, the trend and who moved most, as the
 * caller may see them; each figure opens its rows, and "How is this computed?" gives every measure's formula.
 */
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { HOME_MEASURES } from '../../../domain/reports/analytics-home';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { FiguresRange } from '../../providers/merchant';
import { AboutButton } from '../../resources/reports/ReportActions';
import { RangedFigures } from '../customer-dashboard/analytics/RangedFigures';
import { quickRange } from '../customer-dashboard/analytics/ranges';
import { HomeCharts } from './analytics/HomeCharts';
import { HomeFigures } from './analytics/HomeFigures';

const MEASURED = HOME_MEASURES.map((measure) => ({ measure }));

export default function Analytics() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [range, setRange] = useState<FiguresRange>(() => quickRange('month'));
  return (
    <RangedFigures
      title={translate('screens.analytics')}
      range={range}
      onRange={setRange}
      queryKey={['analytics', 'company']}
      load={(asked) => dataProvider.companyStatistics(asked)}
    >
      {(figures) => (
        <>
          <div>
            <AboutButton about="app.analytics.about" measures={MEASURED} />
          </div>
          <HomeFigures figures={figures} />
          <HomeCharts figures={figures} />
        </>
      )}
    </RangedFigures>
  );
}
