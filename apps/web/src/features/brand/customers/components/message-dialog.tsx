import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@souk/shared/constants';
import type { BrandCustomer, OrderMessage } from '@souk/shared/responses/brand-customers';
import { brandMessageSchema } from '@souk/shared/schemas/brand-customers';
import { Button } from '../../../../components/button';
import { ItemDialog } from '../../../../components/dialog';
import { FormSelectField, TextAreaField } from '../../../../components/form-fields';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import {
  apiErrorMessage,
  fieldMessages,
  validationMessage,
} from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useOrderMessages } from '../api/get-order-messages';
import { useSendOrderMessage } from '../api/send-order-message';

type Field = 'subject' | 'body';
type FieldErrors = Partial<Record<Field, string>>;

/** "12/150 characters", amber near the limit and red past it. */
function Counter({ count, max }: { count: number; max: number }) {
  const t = useT();
  const tone =
    count > max ? 'font-semibold text-red-700' : count > max * 0.9 ? 'text-amber-800' : '';
  return <span className={tone}>{t('brandCustomers.message.counter', { count, max })}</span>;
}

/**
 * The spec's Message button made real (issue 12): a message to the customer about one of their
 * orders with the brand (the latest unless another is chosen), emailed from Souk with Reply-To
 * the brand and logged on the order; the order's earlier messages show under the form.
 */
export function MessageDialog({
  brandId,
  customer,
  onClose,
}: {
  brandId: number;
  customer: BrandCustomer | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ItemDialog
      item={customer}
      onClose={onClose}
      title={(shown) => t('brandCustomers.message.title', { name: shown.name })}
    >
      {(shown) => <MessageForm brandId={brandId} customer={shown} />}
    </ItemDialog>
  );
}

function MessageForm({ brandId, customer }: { brandId: number; customer: BrandCustomer }) {
  const t = useT();
  const format = useFormat();
  const [orderId, setOrderId] = useState(customer.lastOrderId);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const orders = useCustomerOrders(brandId, customer.id);
  const send = useSendOrderMessage(brandId);

  // The latest order is known from the row; the others once the customer's orders have loaded.
  const choices = orders.data?.content.length
    ? orders.data.content.map((order) => ({
        id: order.id,
        number: order.orderNumber,
        date: order.orderDate,
      }))
    : [
        {
          id: customer.lastOrderId,
          number: customer.lastOrderNumber,
          date: customer.lastOrderDate,
        },
      ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = brandMessageSchema.safeParse({ subject, body });
    if (!parsed.success) {
      setErrors(fieldMessages<Field>(parsed.error.issues, t));
      return;
    }
    setErrors({});
    send.mutate(
      { orderId, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(t('brandCustomers.message.sent', { name: customer.name }));
          setSubject('');
          setBody('');
        },
        // What was typed stays: the brand may try again.
        onError: (error) => {
          toast.error(apiErrorMessage(error, t));
          if (error instanceof ApiError)
            setErrors({
              subject: validationMessage(error.fieldErrors.subject, t),
              body: validationMessage(error.fieldErrors.body, t),
            });
        },
      },
    );
  };

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <p className="text-sm text-slate-700">
          {t('brandCustomers.message.intro', { email: customer.email })}
        </p>
        <FormSelectField
          label={t('brandCustomers.message.order')}
          value={orderId}
          onChange={(event) => setOrderId(Number(event.target.value))}
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {t('brandCustomers.message.orderOption', {
                number: choice.number,
                date: format.date(choice.date),
              })}
            </option>
          ))}
        </FormSelectField>
        <TextField
          label={t('brandCustomers.message.subject')}
          required
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={errors.subject}
          hint={<Counter count={subject.length} max={LIMITS.brandMessageSubjectMax} />}
        />
        <TextAreaField
          label={t('brandCustomers.message.body')}
          required
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={errors.body}
          hint={<Counter count={body.length} max={LIMITS.brandMessageBodyMax} />}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={send.isPending}>
            {t('brandCustomers.message.send')}
          </Button>
        </div>
      </form>
      <MessageLog brandId={brandId} orderId={orderId} />
    </div>
  );
}

/** The brand's earlier messages about the chosen order, newest first. */
function MessageLog({ brandId, orderId }: { brandId: number; orderId: number }) {
  const t = useT();
  const headingId = useId();
  const messages = useOrderMessages(brandId, orderId);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('brandCustomers.message.log')}
      </h3>
      {messages.isPending ? (
        <Skeleton className="h-16" />
      ) : messages.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('brandCustomers.message.logError')}
        </p>
      ) : messages.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('brandCustomers.message.logEmpty')}</p>
      ) : (
        <ul className="grid gap-3">
          {messages.data.map((message) => (
            <LoggedMessage key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LoggedMessage({ message }: { message: OrderMessage }) {
  const t = useT();
  const format = useFormat();
  return (
    <li data-testid="logged-message" className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <p className="font-semibold text-slate-900">
        <bdi>{message.subject}</bdi>
      </p>
      <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">
        <bdi>{message.body}</bdi>
      </p>
      <p className="mt-2 text-xs text-slate-600">
        <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
        {message.sentBy && (
          <>
            {' · '}
            {t('brandCustomers.message.sentBy', { email: message.sentBy })}
          </>
        )}
      </p>
    </li>
  );
}
