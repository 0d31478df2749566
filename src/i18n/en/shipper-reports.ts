/** The shippers' money pages drawn by hand: one closing's details, and the range fields of the merchants' revenue (the reports are on the kit). */
export const shipperReportsEn = {
  range: { from_date: 'From', to_date: 'To' },
  closings: {
    pick_closing: 'Open a closing from the closings report',
  },
};
