/** The customers messages (their group in domain/messages/index.ts). */
export const customersMessages = {
  phone_taken: 'Another customer already uses this phone number',
  logins_need_contact: "Only a user who may see this customer's phone and address may manage its logins",
} as const;
