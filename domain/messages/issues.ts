/** The issues messages (their group in domain/messages/index.ts). */
export const issuesMessages = {
  closed: 'This issue is closed: open a new one to write again',
} as const;
