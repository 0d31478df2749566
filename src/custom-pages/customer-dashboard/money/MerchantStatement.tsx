import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { StatementPage } from '../../../resources/settlements/Statement';

/** One of the merchant's statements (customerdashboard/statements/{id}), printable. */
export default function MerchantStatement() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return <StatementPage load={dataProvider.ownStatement} />;
}
