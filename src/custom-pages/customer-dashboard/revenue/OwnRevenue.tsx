import { RevenueDays } from '../../../resources/revenue/RevenueDays';
import { WalletCard } from '../money/WalletCard';

/**
 * /customerdashboard/revenue: the merchant's wallet (what it is owed now: everything its days earned less what was
 * paid out) above its own revenue by day (the staff's detailed view, for itself only: its session's customer),
 * each day opening its orders.
 */
export default function OwnRevenue() {
  return (
    <>
      <WalletCard />
      <RevenueDays own enhanced />
    </>
  );
}
