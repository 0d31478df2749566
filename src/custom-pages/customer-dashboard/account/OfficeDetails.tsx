import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSiteSettings } from '../../../layout/site/useSiteSettings';
import type { MerchantCompany } from '../../../providers/merchant';

const LTR = new Set<keyof MerchantCompany>(['phone', 'phone2', 'email', 'payout_account']);
const SHOWN: readonly (keyof MerchantCompany)[] = ['name', 'phone', 'phone2', 'email', 'payout_method', 'payout_account'];

/**
 * The details the office keeps (shown, not changed by the merchant): its name, phones and email identify it to the
 * office and to registration, and a payout account changed from a merchant login would be a fraud risk.
 */
export function OfficeDetails({ company }: { company: MerchantCompany }) {
  const translate = useTranslate();
  const phone = useSiteSettings()?.phone;
  const valueOf = (field: keyof MerchantCompany) =>
    field === 'payout_method' ? translate(`resources.customers.payout_methods.${company.payout_method}`) : String(company[field] ?? '');
  return (
    <Box component="section" aria-labelledby="office-details-title" sx={{ mt: 3, maxWidth: 760 }}>
      <Typography id="office-details-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('app.account_page.office_title')}
      </Typography>
      <Alert severity="info" sx={{ my: 1 }}>
        {translate('app.account_page.office_text')}
        {phone && (
          <>
            {' '}
            {translate('app.account_page.office_call')} <bdi dir="ltr">{phone}</bdi>
          </>
        )}
      </Alert>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
        {SHOWN.filter((field) => valueOf(field) !== '').map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {translate(`resources.customers.fields.${field}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {LTR.has(field) ? <bdi dir="ltr">{valueOf(field)}</bdi> : valueOf(field)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
