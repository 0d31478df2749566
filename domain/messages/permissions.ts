/** The permissions messages (their group in domain/messages/index.ts). */
export const permissionsMessages = {
  denied: "You Don't have Permission in this Page",
  superuser_only: 'Only a superuser may do this',
  grant_own_only: 'You can only grant screens you can open yourself',
} as const;
