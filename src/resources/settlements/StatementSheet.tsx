import { Box, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { isOrderStatus } from '../../../domain/orders/status';
import { packagingRow, STATEMENT_FIGURES } from '../../../domain/ledger/statement';
import type { PackagingChargeLine, SettlementFigures, StatementLine, StatementRecord } from '../../../domain/api/settlements';
import { Money } from '../shared/money';
import { ClosingFigures } from './ClosingFigures';
import { useCairoDate } from '../orders/format';
import { PRINT_ROOT } from '../orders/print/PrintStyles';
import { cashStateKey, statusKey } from '../orders/status';

/** The packaging charges a closing took, each a row below the orders with what it took from the net. */
function PackagingRows({ charges }: { charges: readonly PackagingChargeLine[] }) {
  const [locale] = useLocaleState();
  return charges.map((charge) => {
    const row = packagingRow(charge, locale === 'ar' ? 'ar' : 'en');
    return (
      <TableRow key={charge.transaction_id}>
        <TableCell />
        <TableCell>
          <bdi>{row.full_name}</bdi>
        </TableCell>
        <TableCell colSpan={2}>{row.status}</TableCell>
        {STATEMENT_FIGURES.map((figure) => (
          <TableCell key={figure}>{figure === 'net' && <Money amount={row.net} />}</TableCell>
        ))}
      </TableRow>
    );
  });
}

function Lines({ lines, charges, totals }: { lines: readonly StatementLine[]; charges: readonly PackagingChargeLine[]; totals: SettlementFigures }) {
  const translate = useTranslate();
  const heads = ['serial', 'full_name', 'status', 'state', ...STATEMENT_FIGURES];
  return (
    <Box sx={{ overflowX: 'auto', mt: 2 }}>
      <Table size="small" aria-label={translate('settlements.new.orders')}>
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head}>{translate(`settlements.fields.${head}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.order_id}>
              <TableCell>
                <bdi>{line.serial}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{line.full_name}</bdi>
              </TableCell>
              <TableCell>{isOrderStatus(line.status) ? translate(statusKey(line.status)) : line.status}</TableCell>
              <TableCell>{translate(cashStateKey(line.state))}</TableCell>
              {STATEMENT_FIGURES.map((figure) => (
                <TableCell key={figure}>
                  <Money amount={line[figure]} />
                </TableCell>
              ))}
            </TableRow>
          ))}
          <PackagingRows charges={charges} />
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4}>{translate('settlements.statement.total')}</TableCell>
            {STATEMENT_FIGURES.map((figure) => (
              <TableCell key={figure}>
                <Money amount={totals[figure]} />
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/**
 * A merchant's statement (a customer closing) as it is printed and signed: who, when, the figures, and every
 * order with what was collected, each fee, any adjustment and the net, then the packaging charges it took. The same sheet for staff and the merchant.
 */
export function StatementSheet({ statement }: { statement: StatementRecord }) {
  const translate = useTranslate();
  const format = useCairoDate();
  return (
    <Box className={PRINT_ROOT}>
      <Typography variant="h5" component="h1">
        {translate('settlements.statement.title', { number: statement.number })}
      </Typography>
      <Typography sx={{ my: 1 }}>
        <bdi>{statement.company_name || statement.customer_name}</bdi> · {format(statement.created_at, true)}
        {statement.created_by_name && (
          <>
            {' '}
            · {translate('settlements.fields.created_by')}: <bdi>{statement.created_by_name}</bdi>
          </>
        )}
      </Typography>
      <ClosingFigures totals={statement} />
      {statement.note && <Typography sx={{ mt: 1 }}>{statement.note}</Typography>}
      <Lines lines={statement.lines} charges={statement.packaging_charges} totals={statement} />
      <Stack direction="row" spacing={8} sx={{ mt: 6 }}>
        {['settlements.statement.merchant_signature', 'settlements.statement.office_signature'].map((label) => (
          <Box key={label} sx={{ flex: 1, borderTop: 1, pt: 1 }}>
            {translate(label)}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
