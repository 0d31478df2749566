import { GlobalStyles } from '@mui/material';
import type { PrintLayout } from './printParams';

/** The element that holds what is printed; everything else on the page is left off the paper. */
export const PRINT_ROOT = 'orders-print-root';

/** The boxes around the print root (layout, sidebar frame, content) printed as plain blocks with no space. */
const flatten = {
  display: 'block !important',
  position: 'static !important',
  margin: '0 !important',
  padding: '0 !important',
  border: '0 !important',
  boxShadow: 'none !important',
  width: 'auto !important',
  minWidth: '0 !important',
  maxWidth: 'none !important',
  height: 'auto !important',
  minHeight: '0 !important',
  overflow: 'visible !important',
  transform: 'none !important',
  background: 'transparent !important',
};

/**
 * Print rules while the print page is open: the page size of the layout (a 100 x 150 mm label per page, or
 * A4 landscape for the sheet), nothing but the print root on paper (app bar, menu and toolbar hidden, its
 * ancestors flattened so page breaks fall where the labels say).
 */
export function PrintStyles({ layout }: { layout: PrintLayout }) {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': layout === 'labels' ? { size: '100mm 150mm', margin: 0 } : { size: 'A4 landscape', margin: '10mm' },
          'html, body': { background: '#fff !important', height: 'auto !important', overflow: 'visible !important' },
          [`body *:not(:has(.${PRINT_ROOT})):not(.${PRINT_ROOT}):not(.${PRINT_ROOT} *)`]: { display: 'none !important' },
          [`*:has(.${PRINT_ROOT})`]: flatten,
        },
      }}
    />
  );
}
