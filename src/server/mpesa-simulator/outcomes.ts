/**
 * What the built-in simulator does with a prompt, chosen by the last four digits of the phone.
 * Documented in the README and shown on /membership when MPESA_MODE=simulator.
 */
type SimulatedCallback = 'once' | 'twice' | 'never';

export interface SimulatedOutcome {
  suffix: string | null;
  label: string;
  /** null: the push itself is refused with an error response. */
  resultCode: string | null;
  resultDesc: string;
  callback: SimulatedCallback;
}

export const SIMULATOR_OUTCOMES: readonly SimulatedOutcome[] = [
  {
    suffix: '1032',
    label: 'cancelled by the user',
    resultCode: '1032',
    resultDesc: 'Request cancelled by user',
    callback: 'once',
  },
  {
    suffix: '1037',
    label: 'phone unreachable',
    resultCode: '1037',
    resultDesc: 'DS timeout user cannot be reached',
    callback: 'once',
  },
  {
    suffix: '0001',
    label: 'insufficient funds',
    resultCode: '1',
    resultDesc: 'The balance is insufficient for the transaction.',
    callback: 'once',
  },
  {
    suffix: '2001',
    label: 'wrong PIN',
    resultCode: '2001',
    resultDesc: 'The initiator information is invalid.',
    callback: 'once',
  },
  {
    suffix: '0404',
    label: 'paid, but the callback never arrives (STK Query finds it)',
    resultCode: '0',
    resultDesc: 'The service request is processed successfully.',
    callback: 'never',
  },
  {
    suffix: '0202',
    label: 'paid, callback sent twice',
    resultCode: '0',
    resultDesc: 'The service request is processed successfully.',
    callback: 'twice',
  },
  {
    suffix: '0500',
    label: 'prompt refused (error response, nothing sent)',
    resultCode: null,
    resultDesc: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    callback: 'never',
  },
  {
    suffix: null,
    label: 'any other number: paid after a short delay',
    resultCode: '0',
    resultDesc: 'The service request is processed successfully.',
    callback: 'once',
  },
];

export function outcomeForPhone(phone: string): SimulatedOutcome {
  const suffix = phone.slice(-4);
  return SIMULATOR_OUTCOMES.find((o) => o.suffix === suffix) ?? SIMULATOR_OUTCOMES[SIMULATOR_OUTCOMES.length - 1]!;
}
