import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@souk/shared/constants';

/** The caller's language from Accept-Language (en, fr, ar), English by default. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q.split('=')[1]) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.lang));
  return (match?.lang as Language | undefined) ?? 'en';
}
