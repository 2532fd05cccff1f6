/** Query parameters that carry a secret: an emailed link's token, a verification code. */
const SECRET_PARAMS = /([?&](?:token|code)=)[^&#]*/gi;

/**
 * The address as the request log shows it: `/reset-password?token=…` and `/otb?code=…` keep
 * their path but not their secret, so the log never holds what would reset a password.
 */
export function hideSecretsInUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
