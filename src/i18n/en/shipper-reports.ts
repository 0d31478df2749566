/** The shippers' money pages drawn by hand: one closing's details (the reports are on the kit). */
export const shipperReportsEn = {
  closings: {
    pick_closing: 'Open a closing from the closings report',
  },
};
