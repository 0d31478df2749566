import { customersEn } from './resources-customers';
import { shippersEn } from './resources-shippers';
import { pricesEn } from './resources-prices';
import { permissionsEn } from './resources-permissions';
import { ordersPrintEn } from './orders-print';
import { ordersEn } from './resources-orders';
import { stockEn } from './resources-stock';
/** Resource names and field labels, react-admin's `resources.<name>` convention. */
const lookupFields = {
  id: '#',
  name: 'Name',
  name_ar: 'Arabic name',
  is_active: 'Active',
};

export const resourcesEn = {
  ...customersEn,
  ...shippersEn,
  ...pricesEn,
  ...permissionsEn,
  orders_print: ordersPrintEn,
  ...ordersEn,
  ...stockEn,
  shared: {
    empty: 'No %{name} yet',
    empty_hint: 'Records you add will be listed here.',
    in_use_details: 'other records refer to it',
    will_change: 'What will change',
    others: '1 more on another page |||| %{smart_count} more on other pages',
  },
  City: {
    name: 'City |||| Cities',
    fields: lookupFields,
  },
  Zone: {
    name: 'Zone |||| Zones',
    fields: { ...lookupFields, city_id: 'City' },
  },
  area: {
    name: 'Area |||| Areas',
    fields: { ...lookupFields, zone_id: 'Zone' },
  },
  customercategory: {
    name: 'Customer category |||| Customer categories',
    fields: lookupFields,
  },
  holdreason: {
    name: 'Hold reason |||| Hold reasons',
    fields: lookupFields,
  },
  HangonReason: {
    name: 'Hang-on reason |||| Hang-on reasons',
    fields: lookupFields,
  },
  ExpenseCategory: {
    name: 'Expense category |||| Expense categories',
    fields: lookupFields,
  },
  EvaluationCriteria: {
    name: 'Evaluation criterion |||| Evaluation criteria',
    fields: lookupFields,
  },
  UserEvaluation: {
    name: 'Evaluation |||| Evaluations',
    fields: {
      kind: 'Who',
      subject: 'Courier or staff member',
      month: 'Month',
      scores: 'Ratings (1 poor to 5 excellent)',
      average: 'Average rating',
      rated_by: 'Rated by',
      note: 'Note',
    },
    kinds: { shipper: 'Courier', staff: 'Staff member' },
    stars: '1 star |||| %{smart_count} stars',
    average_of: '%{average} of %{max}',
    empty: 'No evaluation yet: rate a courier or a staff member for a month.',
    work: "The month's work, as the figures count it",
    no_work: 'No work counted for this month.',
  },
  // The create buttons of these lists, named as their empty lists name them.
  'customer-closing': { action: { create: 'New closing' } },
  payouts: { action: { create: 'New batch' } },
  expenses: {
    name: 'Expense |||| Expenses',
    fields: {
      category_id: 'Category',
      amount: 'Amount',
      expense_date: 'Date',
      note: 'Note',
      receipt_url: 'Receipt',
      status: 'Status',
      created_by_name: 'Recorded by',
    },
  },
  SiteSettings: {
    name: 'Site settings',
    fields: {
      company: 'Company name',
      logo: 'Logo',
      homeSlogin: 'Home page slogan',
      address: 'Address',
      email: 'Email',
      phone: 'Phone',
      facebook_link: 'Facebook page',
      twitter_link: 'X (Twitter) page',
      instgram_link: 'Instagram page',
      linkedin_link: 'LinkedIn page',
    },
    sections: {
      identity: 'Company',
      contact: 'Contact details',
      social: 'Social media',
    },
    logo_hint: 'PNG, JPEG or WebP, at most 1 MB',
  },
  useraccount: {
    name: 'Staff account |||| Staff accounts',
    fields: {
      id: '#',
      username: 'Username',
      name: 'Name',
      email: 'Email',
      first_name: 'First name',
      last_name: 'Last name',
      password: 'Password',
      is_active: 'Active',
      is_staff: 'Staff member',
      is_superuser: 'Superuser',
      created_at: 'Created',
      permitted_url: 'Screens this account may open',
    },
    reset_password: {
      button: 'Reset password',
      title: 'New password for %{username}',
      submit: 'Set password',
    },
    read_only: 'Only a superuser may change this account or set its password: it is a superuser, or it may open screens that you cannot.',
  },
};
