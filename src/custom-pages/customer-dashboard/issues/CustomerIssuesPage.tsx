/**
 * /customerdashboard/customerissue: the merchant opens an issue (about one of its orders or in general) and
 * follows its threads below; each opens at customerissue/{threadKey}.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { AutocompleteInput, Form, ReferenceInput, SaveButton, TextInput, Title, required, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ISSUE_LIMITS } from '../../../../domain/issues/rules';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { MERCHANT_ORDERS } from '../../../providers/orders/merchant';
import { IssueList, issuesKey } from '../../../resources/issues/IssueList';
import { orderName } from '../../../resources/shared/recordName';
import { useDialogSubmit } from '../../../resources/shared/useDialogSubmit';

const threadPath = (key: string) => `/customerdashboard/customerissue/${key}`;

export default function CustomerIssuesPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { submit } = useDialogSubmit(
    async (values) => {
      const opened = await dataProvider.openIssue({ ...values, order: values.order || null });
      navigate(threadPath(opened.thread_key));
      return translate('issue_threads.opened');
    },
    () => void client.invalidateQueries({ queryKey: issuesKey('merchant') }),
  );
  const title = translate('issue_threads.new_title');
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Title title={translate('customer_orders.menu.issues')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Form defaultValues={{ subject: '', text: '', order: '' }} onSubmit={submit} noValidate>
            <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, maxWidth: 800 }}>
              <TextInput
                source="subject"
                label="issue_threads.subject"
                validate={required('validation.required')}
                slotProps={{ htmlInput: { maxLength: ISSUE_LIMITS.subject } }}
              />
              <ReferenceInput source="order" reference={MERCHANT_ORDERS}>
                <AutocompleteInput label="issue_threads.about_order" optionText={orderName} filterToQuery={(query) => ({ query })} />
              </ReferenceInput>
            </Box>
            <TextInput
              source="text"
              label="issue_threads.text"
              validate={required('validation.required')}
              multiline
              minRows={3}
              fullWidth
              sx={{ maxWidth: 800 }}
            />
            <Box sx={{ mt: 1 }}>
              <SaveButton alwaysEnable label="issue_threads.open" />
            </Box>
          </Form>
        </CardContent>
      </Card>
      <IssueList side="merchant" threadPath={threadPath} />
    </Box>
  );
}
