/**
 * The one-line answer under a /my-card action (download, correct, delete, preferences): green and
 * polite when it worked, red and announced at once when it did not.
 */
export type Status = { kind: 'ok' | 'error'; text: string } | null;

export function StatusLine({ status }: { status: Status }) {
  if (!status) return null;
  return (
    <div
      className={`payment-status ${status.kind === 'ok' ? 'payment-status-success' : 'payment-status-error'}`}
      role={status.kind === 'ok' ? 'status' : 'alert'}
    >
      <p>{status.text}</p>
    </div>
  );
}
