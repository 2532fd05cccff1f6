import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactAnswer } from '@souk/shared/responses/content';
import type { contactMessageSchema } from '@souk/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client';

export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactResponse = ContactAnswer;

/** spec: storefront §7 — POST /contact {firstName, lastName, email, phone, subject, message}. */
export function sendContactMessage(message: ContactMessage): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/contact', {
    method: 'POST',
    body: { ...message, phone: message.phone || undefined },
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
