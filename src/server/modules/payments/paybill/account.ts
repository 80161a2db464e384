/**
 * What the account number a paybill payer typed can mean (docs/paybill.md), as a pure rule:
 * M-Pesa masks the payer's phone, so this is the only key. Trimmed, case- and space-insensitive;
 * the dashes of a membership number may be left out. Whether the number belongs to someone is
 * the database's question (match.ts): this only says what to look for.
 */
import { MEMBER_NUMBER_PATTERN } from '../../../../shared/numbers';

/** Words a well-wisher types to give (Kiswahili "sadaka" = offering). */
const DONATION_ACCOUNTS: readonly string[] = ['DONATE', 'DONATION', 'SADAKA'];
/** Longest account number M-Pesa lets a payer type; validation refuses anything longer. */
const MAX_ACCOUNT_LENGTH = 20;

export type AccountReading =
  | { kind: 'donation' }
  | { kind: 'membership-number'; membershipNumber: string }
  /** fromPrompt: typed as the prompt's own reference MYV-{id}, so possibly a prompt's payment reported again. */
  | { kind: 'id-number'; idNumber: string; fromPrompt: boolean }
  | { kind: 'nothing' };

const ID_NUMBER = /^\d{6,9}$/;
/** MYVIM-1126-163 with or without its dashes (MYVIM1126163). */
const LOOSE_MEMBER_NUMBER = /^MYV([A-Z]{2})-?(\d{4})-?(\d{1,4})$/;
/** The prompt's own AccountReference, MYV-{idNumber}: a prompt's payment seen again as a paybill one. */
const PROMPT_REFERENCE = /^MYV-?(\d{6,9})$/;

/** The typed account as the matcher compares it: no spaces anywhere, upper case. */
const normaliseAccount = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

export function readAccount(typed: string): AccountReading {
  const account = normaliseAccount(typed);
  if (!account) return { kind: 'nothing' };
  if (DONATION_ACCOUNTS.includes(account)) return { kind: 'donation' };
  if (ID_NUMBER.test(account)) return { kind: 'id-number', idNumber: account, fromPrompt: false };
  const prompt = PROMPT_REFERENCE.exec(account);
  if (prompt) return { kind: 'id-number', idNumber: prompt[1]!, fromPrompt: true };
  const member = LOOSE_MEMBER_NUMBER.exec(account);
  if (member) {
    const membershipNumber = `MYV${member[1]}-${member[2]}-${member[3]}`;
    if (MEMBER_NUMBER_PATTERN.test(membershipNumber)) return { kind: 'membership-number', membershipNumber };
  }
  return { kind: 'nothing' };
}

/** Validation's shape rule: an account that cannot be ours (empty, or longer than M-Pesa allows). */
export const accountShapeRefused = (typed: string | undefined): boolean => {
  const trimmed = (typed ?? '').trim();
  return trimmed.length === 0 || trimmed.length > MAX_ACCOUNT_LENGTH;
};
