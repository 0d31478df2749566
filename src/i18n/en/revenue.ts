/** The merchant's own revenue in its menu (the revenue reports' texts are the reports' catalogue's, domain/reports/messages-revenue.ts). */
export const revenueEn = {
  menu: 'My revenue',
};
