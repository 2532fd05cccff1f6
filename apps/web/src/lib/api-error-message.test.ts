import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorMessage } from './api-error-message';
import { translate } from './i18n';
import type { TFunction } from './language';

const t: TFunction = (key, vars) => translate('en', key, vars);
const apiError = (status: number, errorCode: string, message: string) =>
  new ApiError({ status, errorCode, message });

describe('the text of a failed call', () => {
  it('translates a known error code', () => {
    expect(apiErrorMessage(apiError(409, 'already_in_cart', 'whatever'), t)).toBe(
      'This product is already in your cart.',
    );
  });

  it("keeps the server's message for a code whose text names values", () => {
    // "Not enough stock: {{available}} left." — only the server knows the number.
    expect(apiErrorMessage(apiError(409, 'out_of_stock', 'Il en reste 2.'), t)).toBe(
      'Il en reste 2.',
    );
  });

  it("falls back to the server's message, then to the generic text", () => {
    expect(apiErrorMessage(apiError(400, 'made_up_code', 'Server says no'), t)).toBe(
      'Server says no',
    );
    expect(apiErrorMessage(new Error('boom'), t)).toBe('Something went wrong. Please try again.');
    expect(apiErrorMessage(apiError(0, 'network_error', 'TypeError'), t)).toBe(
      t('common.networkError'),
    );
  });
});
