import { describe, expect, it } from 'vitest';
import { hideSecretsInUrl } from './log-redaction';

describe('hideSecretsInUrl', () => {
  it('hides emailed tokens and codes, and keeps the rest of the address', () => {
    expect(hideSecretsInUrl('/reset-password?token=abc123')).toBe(
      '/reset-password?token=[redacted]',
    );
    expect(hideSecretsInUrl('/otb?email=a%40b.tn&code=123456&token=x-y_z')).toBe(
      '/otb?email=a%40b.tn&code=[redacted]&token=[redacted]',
    );
    expect(hideSecretsInUrl('/api/v1/products?page=2&size=8')).toBe(
      '/api/v1/products?page=2&size=8',
    );
  });
});
