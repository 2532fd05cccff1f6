import type { ApiErrorBody } from '@souk/shared/api';
import { API_BASE, ApiError } from './api-client';
import { currentLanguage } from './language';
import { saveFile } from './save-file';
import { getToken } from './session';

/**
 * A file the API answers instead of the JSON envelope (a CSV statement), fetched with the
 * session's token and the page's language, then saved as `fileName`. A failure is an ApiError,
 * as everywhere else.
 */
export async function downloadApiFile(path: string, fileName: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: {
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch (cause) {
    throw new ApiError({ status: 0, errorCode: 'network_error', message: String(cause) });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw new ApiError({
      status: response.status,
      errorCode: body.errorCode ?? 'unknown_error',
      message: body.message || response.statusText || 'unknown_error',
      body,
    });
  }
  saveFile(await response.blob(), fileName);
}
