import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { RequestKind } from '../../../../domain/requests/rules';
import { RequestList } from './RequestList';
import type { RequestRecord } from '../../../../domain/api/requests';

/**
 * A request screen of the merchant: the form asking for one (`children`) under its title, then its requests of
 * that kind, with `change` offered on those the merchant may still change and `extra` shown under each.
 */
export function RequestPage({
  kind,
  title,
  children,
  change,
  extra,
}: {
  kind: RequestKind;
  title: string;
  children: ReactNode;
  change?: (request: RequestRecord) => ReactNode;
  extra?: (request: RequestRecord) => ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Title title={translate(title)} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <RequestList kind={kind} change={change} extra={extra} />
    </Box>
  );
}
