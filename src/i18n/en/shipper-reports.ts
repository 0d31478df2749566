/** The shippers' money reports drawn by hand: closings by shipper and day, and one closing (the others are on the report kit). */
export const shipperReportsEn = {
  columns: {
    shipper_name: 'Shipper',
    closing_date: 'Day',
    closings: 'Closings',
    expected: 'Cash expected',
    counted: 'Cash counted',
    fees_kept: 'Fees kept',
    shortages: 'Shortages',
    overages: 'Overages',
    pending: 'Waiting',
    approved: 'Approved',
    refused: 'Refused or reopened',
  },
  range: { shipper: 'Shipper', from_date: 'From', to_date: 'To' },
  closings: {
    empty: 'No closings in these days',
    pick_closing: 'Open a closing from the closings report',
  },
};
