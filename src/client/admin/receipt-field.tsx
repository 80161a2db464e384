/**
 * The M-Pesa code field of the Payments tab's two small forms (record a code, settle a payment):
 * checked with the schema the server checks the code with, its error tied to the input.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { paymentReceiptSchema } from '../../shared/schemas/registration';
import { officialsMessages } from '../../shared/officials-messages';

interface ReceiptFields {
  receipt: string;
}

// raw: the form keeps what was typed; the caller sends the schema's output.
export const useReceiptForm = (receipt: string) =>
  useForm<ReceiptFields>({ resolver: zodResolver(paymentReceiptSchema, undefined, { raw: true }), defaultValues: { receipt } });

export function ReceiptField({ form, id }: { form: UseFormReturn<ReceiptFields>; id: string }) {
  const error = form.formState.errors.receipt?.message;
  return (
    <>
      <label htmlFor={id}>{officialsMessages.paymentsTab.label}</label>
      <input
        id={id}
        maxLength={10}
        autoComplete="off"
        spellCheck={false}
        {...form.register('receipt')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <small id={`${id}-error`} className="settle-payment-error" role="alert">
          {error}
        </small>
      ) : null}
    </>
  );
}
