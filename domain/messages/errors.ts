/** The errors messages (their group in domain/messages/index.ts). */
export const errorsMessages = {
  not_found: 'Not found',
  in_use: 'This record is in use and cannot be deleted: %{details}',
  duplicate: 'A record with the same %{field} already exists',
  already_used: 'This value is already used',
  server: 'Something went wrong on the server',
  file_too_large: 'The file is too large (at most %{size})',
  file_type: 'This type of file is not accepted',
  empty_data: 'Empty Data',
  media_type: 'Send this as JSON',
  event_stream: 'This address sends live events: ask for text/event-stream',
  too_many_tries: 'Too many tries. Please try again in %{minutes} minutes.',
} as const;
