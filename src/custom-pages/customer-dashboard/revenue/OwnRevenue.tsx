import ReportPage from '../../../resources/reports/ReportPage';
import { WalletCard } from '../money/WalletCard';

/**
 * /customerdashboard/revenue: the merchant's wallet (what it is owed now: everything its days earned less what was
 * paid out) above its own revenue by day (the report kit's `ownrevenue`: its session's customer only), each day
 * opening its orders.
 */
export default function OwnRevenue() {
  return (
    <>
      <WalletCard />
      <ReportPage name="ownrevenue" />
    </>
  );
}
