import InsightsIcon from '@mui/icons-material/Insights';
import { Menu, useTranslate } from 'react-admin';

/** The merchant's navigation; later issues add orders, revenue and requests. */
export function CustomerMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.Item to="/customerdashboard/customeranalytics" primaryText={translate('app.customer_dashboard.title')} leftIcon={<InsightsIcon />} />
    </Menu>
  );
}
