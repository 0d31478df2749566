import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { REPORTS } from '../../../domain/reports/catalogue';
import ReportPage from './ReportPage';

/**
 * A screen with the report pages below it (`customers/revenue/orders`, a day's orders; `finance/entries`), each at
 * its path: the screen itself is its own report, or `home` when it is a page of its own (the company's position).
 */
export default function ReportRoutes({ name, home: Home }: { name: string; home?: ComponentType }) {
  return (
    <Routes>
      <Route index element={Home ? <Home /> : <ReportPage name={name} />} />
      {REPORTS.flatMap((report) =>
        report.below?.screen === name ? [<Route key={report.name} path={report.below.path} element={<ReportPage name={report.name} />} />] : [],
      )}
    </Routes>
  );
}
