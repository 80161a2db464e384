/**
 * Simulator mode only: "Pay to paybill" as a customer would from the M-Pesa menu, typing an
 * account number (a membership number, an ID number, DONATE…). The built-in simulator sends the
 * payment to the site the way M-Pesa does (docs/paybill.md). Part of step 2's own chunk.
 */
import { useId, useState } from 'react';
import { api, ApiError } from '../api';

/** Test mode only, like the simulator's outcome table beside it: these texts never reach a real member. */
const t = {
  intro:
    'As from the M-Pesa menu: the account number you type decides where the money goes (your ID number, a membership number, or DONATE).',
  account: 'Account number',
  amount: 'Amount (KSh)',
  pay: 'Pay to paybill',
  sent: (receipt: string) => `Paid to the paybill (simulated), M-Pesa receipt ${receipt}.`,
  refused: 'The simulated payment was refused.',
};

export function PaybillSimulator({ defaultAccount }: { defaultAccount: string }) {
  const id = useId();
  const [account, setAccount] = useState(defaultAccount);
  const [amount, setAmount] = useState('200');
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      const answer = await api.post<{ ok: boolean; receipt: string | null }>('/api/paybill/simulate', {
        account,
        amount: Number(amount),
      });
      setResult(answer.ok ? t.sent(answer.receipt ?? '') : t.refused);
    } catch (error) {
      setResult(error instanceof ApiError ? error.message : t.refused);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="paybill-simulator"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <p>{t.intro}</p>
      <label htmlFor={`${id}-account`}>{t.account}</label>
      <input id={`${id}-account`} value={account} maxLength={20} onChange={(e) => setAccount(e.target.value)} />
      <label htmlFor={`${id}-amount`}>{t.amount}</label>
      <input
        id={`${id}-amount`}
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
      />
      <button type="submit" className="button button-outline" disabled={busy}>
        {t.pay}
      </button>
      {result ? <p role="status">{result}</p> : null}
    </form>
  );
}
