/** Staff screen names, shown in the menu and in the permitted-URL picker. */
export const screensEn = {
  analytics: 'Analytics',
  City: 'Cities',
  Zone: 'Zones',
  area: 'Areas',
  customercategory: 'Customer categories',
  holdreason: 'Hold reasons',
  HangonReason: 'Hang-on reasons',
  SiteSettings: 'Site settings',
  useraccount: 'Staff accounts',
  new_suffix: '%{screen}: add new',
};
