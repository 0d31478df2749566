import { Route, Routes } from 'react-router-dom';
import { REPORTS } from '../../../domain/reports/catalogue';
import ReportPage from './ReportPage';

/** A report's screen with the report pages below it (`customers/revenue/orders`, a day's orders), each at its path. */
export default function ReportRoutes({ name }: { name: string }) {
  return (
    <Routes>
      <Route index element={<ReportPage name={name} />} />
      {REPORTS.flatMap((report) =>
        report.below?.screen === name ? [<Route key={report.name} path={report.below.path} element={<ReportPage name={report.name} />} />] : [],
      )}
    </Routes>
  );
}
