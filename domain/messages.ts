/**
 * Messages that both the server and the browser use, in English. The browser's catalogues
 * (src/i18n) include them under the same keys; the server answers with the key and this text.
 */
export const sharedMessages = {
  auth: {
    login_failed: 'Login faild please check your username and password',
    user_exists: 'User already exists',
    too_many_attempts: 'Too many failed logins. Please try again in %{minutes} minutes.',
    busy: 'Many logins are being checked right now. Please try again in a moment.',
    session_ended: 'Your session has ended. Please log in again.',
    logout_failed: 'Unable to logout.',
    network: 'Something went wrong Please Reload and try again',
    wrong_current_password: 'The current password is not correct',
    password_changed: 'Your password has been changed',
    inactive: 'This account is disabled',
  },
  permissions: {
    denied: "You Don't have Permission in this Page",
    superuser_only: 'Only a superuser may do this',
    grant_own_only: 'You can only grant screens you can open yourself',
  },
  validation: {
    required: 'Required',
    password_min: 'Must be at least 6 characters',
    max_255: 'Must be 255 characters or fewer',
    password_chars: 'Password must have no spaces',
    passwords_match: 'Passwords must match',
    name_required: 'Name is required',
    city_required: 'City is required',
    zone_required: 'Zone is required',
    zone_not_in_city: 'This zone is not in the chosen city',
    phone_required: 'Phone number is required',
    phone_invalid: 'Enter an Egyptian mobile number such as 01012345678',
    username_required: 'Username is required',
    username_chars: 'Use letters, digits and . _ @ + - only',
    password_required: 'Password is required',
    email_invalid: 'Enter a valid email address',
    url_invalid: 'Enter a full web address starting with https://',
    invalid: 'Please correct the highlighted fields',
    date_out_of_range: 'Choose a date between 2000 and 2099',
  },
  errors: {
    not_found: 'Not found',
    in_use: 'This record is in use and cannot be deleted: %{details}',
    duplicate: 'A record with the same %{field} already exists',
    already_used: 'This value is already used',
    server: 'Something went wrong on the server',
    file_too_large: 'The file is too large (at most %{size})',
    file_type: 'This type of file is not accepted',
    empty_data: 'Empty Data',
    media_type: 'Send this as JSON',
    too_many_tries: 'Too many tries. Please try again in %{minutes} minutes.',
  },
  customers: {
    phone_taken: 'Another customer already uses this phone number',
    logins_need_contact: "Only a user who may see this customer's phone and address may manage its logins",
  },
  orders: {
    move_not_allowed: 'An order cannot move from %{from} to %{to}',
    move_superuser: 'Only a superuser may move an order from %{from} to %{to}',
    move_cancelled: 'This order is cancelled and cannot change',
    move_archived: 'This order is archived and cannot change',
    cancel_not_allowed: 'An order that is %{status} cannot be cancelled',
    archive_not_allowed: 'An order that is %{status} cannot be archived yet',
    shipper_required: 'Choose the shipper who takes the order out',
    hold_reason_required: 'Choose why the order is on hold',
    collected_required: 'Enter the amount collected',
    note_required: 'Write a note saying what happened',
    customer_required: 'Customer is required',
    full_name_required: 'Name is required',
    customer_serial_taken: 'This customer already has an order with the serial %{serial}',
    stale: 'Someone else changed this order. Reload it to see their changes, then save again.',
    no_add_permission: "You don't have permission to add order to this customer",
    no_update_permission: "You don't have permission to change this customer's orders",
    no_delete_permission: "You don't have permission to delete this customer's orders",
    no_collect_permission: "You don't have permission to collect order",
    no_open_collect: "You don't have permission to open collect for this customer",
    no_open_return: "You don't have permission to open return for this customer",
    no_open_revenue: "You don't have permission to open revenue",
    no_fee_permission: 'Only users who may see the fees can change them',
    bulk_refused: 'Nothing was changed: order %{serial}: %{reason}',
    bulk_empty: 'Select at least one order',
    bulk_too_many: 'Select at most %{max} orders at a time',
    partial_amount: 'A partial amount must be more than 0 and less than %{due}',
    not_delivered: 'Only delivered orders carry cash to settle',
    weight_invalid: 'Enter a weight of 0 or more, such as 1.5',
    date_invalid: 'Enter a date such as 2026-11-22',
    date_out_of_range: 'An order date lies between 1 January 2000 and a year from today',
    photo_type: 'Photos must be JPEG, PNG or WebP images',
    reply_required: 'Write a reply',
    already_approved: 'This urgent order is already approved',
    special_required: 'This needs the special permission %{code}',
    assign_not_allowed: 'An order that is %{status} is finished and cannot go to a shipper',
    delete_not_allowed: 'Only pending or cancelled orders can be deleted; this one is %{status}',
    status_via_action: 'Change the status with the status action, which asks for what the move needs',
    reply_too_long: 'Write at most 4000 characters',
    filter_name_too_long: 'Use at most 100 characters for the name',
    filters_limit: 'You can keep at most %{max} saved filters. Delete one to save another.',
    filters_too_large: 'These filters are too large to save',
    unknown_column: 'There is no order column named %{column}',
    sort_hidden: 'You cannot sort by a column you may not see',
    approve_as_self: 'You can only approve in your own name',
    picked_up: 'This order has been picked up, so only the office can change it now. Open an issue about it if something is wrong.',
  },
  notifications: {
    repeated_subject: 'Repeated order %{serial}',
    repeated_subject_hidden: 'Repeated order',
    repeated_content: 'Order %{serial} goes to the same phone as open order %{other}',
    repeated_content_other_hidden: 'Order %{serial} goes to the same phone as another open order',
    repeated_content_hidden: 'An order goes to the same phone as another open order',
  },
  requests: {
    not_allowed: 'Request %{id} is %{status}, so this cannot be done to it',
    pickup_date_required: 'Choose the day to pick the parcels up',
    pickup_date_past: 'Choose today or a later day',
    parcels_invalid: 'Enter the number of parcels, from 1 to 1000',
    items_required: 'Choose at least one material and its quantity',
    material_unknown: 'This material is not offered',
    orders_not_returnable: 'Order %{serial} is %{status}: only parcels that were not delivered can be asked back',
    orders_already_asked: 'Order %{serial} is already in an open return request',
  },
  prices: {
    no_price: 'No delivery price is set for this city',
    money_invalid: 'Enter an amount of 0 or more with at most 2 decimals, such as 45.50',
    category_required: 'Category is required',
    customer_required: 'Customer is required',
    template_required: 'Template is required',
    feature_required: 'Every feature needs a description of at most 1000 characters',
  },
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof sharedMessages>;

/** The English text of a shared message, with %{name} placeholders filled in. */
export function englishMessage(key: MessageKey, params: Record<string, string | number> = {}): string {
  const [group, name] = key.split('.') as [keyof typeof sharedMessages, string];
  const text = (sharedMessages[group] as Record<string, string>)[name] ?? key;
  return text.replace(/%\{(\w+)\}/g, (_, p: string) => String(params[p] ?? ''));
}
