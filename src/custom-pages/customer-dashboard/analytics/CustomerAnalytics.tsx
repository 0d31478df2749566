/**
 * /customerdashboard/customeranalytics, the merchant's home: parcels waiting for pickup, yesterday's orders, the
 * cash recipients paid over a range of order dates and the merchant's share, the range's orders by status and
 * their top cities, as cards and charts (money in LE, Cairo dates, mirrored in Arabic).
 */
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { FiguresRange } from '../../../providers/merchant';
import { WalletCard } from '../money/WalletCard';
import { FigureCards } from './FigureCards';
import { FigureCharts } from './FigureCharts';
import { RangedFigures } from './RangedFigures';
import { quickRange } from './ranges';

export default function CustomerAnalytics() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [range, setRange] = useState<FiguresRange>(() => quickRange('month'));
  return (
    <RangedFigures
      title={translate('app.customer_dashboard.title')}
      range={range}
      onRange={setRange}
      queryKey={['merchant', 'figures']}
      load={(asked) => dataProvider.merchantFigures(asked)}
    >
      {(figures) => (
        <>
          <WalletCard />
          <FigureCards figures={figures} />
          <FigureCharts figures={figures} />
        </>
      )}
    </RangedFigures>
  );
}
