import { useState, type FormEvent } from 'react';
import { LIMITS, TICKET_CATEGORIES, TICKET_PRIORITIES } from '@souk/shared/constants';
import type { Ticket } from '@souk/shared/responses/support';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { FormSelectField, TextAreaField } from '../../../components/form-fields';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../lib/api-error-message';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useOpenTicket } from '../api/open-ticket';

type Draft = {
  subject: string;
  message: string;
  category: (typeof TICKET_CATEGORIES)[number];
  priority: (typeof TICKET_PRIORITIES)[number];
};

// spec: storefront §9 — category General and priority Medium by default.
const EMPTY: Draft = { subject: '', message: '', category: 'General', priority: 'Medium' };

/**
 * The new-ticket modal (storefront §2, §5 "Ticket needs subject and message"). What was typed
 * stays when the call fails, and each field says what is wrong with it.
 */
export function NewTicketDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (ticket: Ticket) => void;
}) {
  const t = useT();
  const create = useOpenTicket();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<'subject' | 'message', string>>>({});

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'subject' || key === 'message')
      setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const check = (): typeof errors => {
    const found: typeof errors = {};
    if (!draft.subject.trim()) found.subject = t('support.newTicket.subjectRequired');
    else if (draft.subject.trim().length > LIMITS.ticketSubjectMax)
      found.subject = t('support.thread.tooLong', { max: LIMITS.ticketSubjectMax });
    if (!draft.message.trim()) found.message = t('support.newTicket.messageRequired');
    else if (draft.message.trim().length > LIMITS.ticketMessageMax)
      found.message = t('support.thread.tooLong', { max: LIMITS.ticketMessageMax });
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (found.subject || found.message) {
      const first = event.currentTarget.querySelector<HTMLElement>(
        found.subject ? '[name="subject"]' : '[name="message"]',
      );
      first?.focus();
      return;
    }
    create.mutate(draft, {
      onSuccess: ({ ticket, message }) => {
        toast.success(message);
        setDraft(EMPTY);
        setErrors({});
        onCreated(ticket);
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          setErrors({
            subject: validationMessage(error.fieldErrors.subject, t),
            message: validationMessage(error.fieldErrors.message, t),
          });
        }
        toast.error(apiErrorMessage(error, t));
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('support.newTicket.title')}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          name="subject"
          label={t('support.newTicket.subject')}
          placeholder={t('support.newTicket.subjectPlaceholder')}
          required
          maxLength={LIMITS.ticketSubjectMax}
          value={draft.subject}
          error={errors.subject}
          onChange={(event) => set('subject', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField
            name="category"
            label={t('support.newTicket.category')}
            value={draft.category}
            onChange={(event) => set('category', event.target.value as Draft['category'])}
          >
            {TICKET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`support.category.${category}` as TranslationKey)}
              </option>
            ))}
          </FormSelectField>
          <FormSelectField
            name="priority"
            label={t('support.newTicket.priority')}
            value={draft.priority}
            onChange={(event) => set('priority', event.target.value as Draft['priority'])}
          >
            {TICKET_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t(`support.priority.${priority}` as TranslationKey)}
              </option>
            ))}
          </FormSelectField>
        </div>
        <TextAreaField
          name="message"
          label={t('support.newTicket.message')}
          placeholder={t('support.newTicket.messagePlaceholder')}
          required
          maxLength={LIMITS.ticketMessageMax}
          value={draft.message}
          error={errors.message}
          onChange={(event) => set('message', event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('support.newTicket.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('support.newTicket.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
