/** The auth messages (their group in domain/messages/index.ts). */
export const authMessages = {
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
} as const;
