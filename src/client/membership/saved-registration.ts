/**
 * Step 1's answers survive a reload: kept in sessionStorage (this tab only, gone when it closes)
 * until the registration completes. The photo is never kept: it is large and personal. The last
 * prompt's CheckoutRequestID is kept too, with the ID number it paid for, so a reloaded page asks
 * the server about a payment that may have gone through instead of offering a second one.
 */
import { fromTyped, type RegistrationForm } from './registration-form';

const KEY = 'myv-registration';

interface Saved {
  form: Record<string, unknown>;
  checkout: { checkoutRequestId: string; idNumber: string } | null;
}

function read(): Saved | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<Saved> | null;
    if (!value || typeof value !== 'object' || !value.form || typeof value.form !== 'object') return null;
    const checkout =
      value.checkout && typeof value.checkout.checkoutRequestId === 'string' && typeof value.checkout.idNumber === 'string'
        ? value.checkout
        : null;
    return { form: value.form, checkout };
  } catch {
    return null; // storage disabled or corrupt: start empty
  }
}

function write(saved: Saved): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Private mode or full storage: the form still works, it just is not kept.
  }
}

/** The saved step-1 answers (never a photo), or an empty object. */
export function savedForm(): Partial<RegistrationForm> {
  const saved = read();
  return saved ? fromTyped(saved.form) : {};
}

/** The prompt this tab last started for this ID number, if any. */
export function savedCheckout(idNumber: string): string | null {
  const checkout = read()?.checkout;
  return checkout && checkout.idNumber === idNumber ? checkout.checkoutRequestId : null;
}

export function rememberForm(form: RegistrationForm): void {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { profileImage, ...rest } = form;
  write({ form: rest, checkout: read()?.checkout ?? null });
}

export function rememberCheckout(checkoutRequestId: string, idNumber: string): void {
  write({ form: read()?.form ?? {}, checkout: { checkoutRequestId, idNumber } });
}

export function forgetRegistration(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
