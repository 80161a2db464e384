/**
 * Masking personal values in the audit view: the one rule. The audit log stores values as they
 * were (it is protected by role); what an official reads is masked unless the role may see
 * members' personal data in full there (the chairman, AUDIT_UNMASKED_ROLES in roles.ts).
 *   ID number  23456789          → 2345****
 *   phone      0712345678        → 07** *** 678 (canonical 2547… is shown as 07… first)
 *   name       Jane Wanjiru      → J*** W***
 *   e-mail     jane@example.org  → j***@example.org
 *   text       a search or a name tried at sign-in → its first two characters and ***
 */
import { toDisplayPhone } from './phone';

export type PersonalKind = 'idNumber' | 'phone' | 'name' | 'email' | 'text';

/** The keys of audit details and changes that hold personal values, and how each is masked. */
const PERSONAL_FIELDS: Readonly<Record<string, PersonalKind>> = {
  idNumber: 'idNumber',
  fullName: 'name',
  leader: 'name',
  phoneNumber: 'phone',
  phone: 'phone',
  email: 'email',
  search: 'text',
  usernameTried: 'text',
};

const stars = (length: number) => '*'.repeat(Math.max(3, length));

export function maskPersonal(kind: PersonalKind, value: string): string {
  const text = value.trim();
  if (text === '') return text;
  switch (kind) {
    case 'idNumber':
      return text.length > 4 ? `${text.slice(0, 4)}${'*'.repeat(text.length - 4)}` : '****';
    case 'phone': {
      const display = toDisplayPhone(text.replace(/\s/g, ''));
      return display.length >= 10 ? `${display.slice(0, 2)}** *** ${display.slice(-3)}` : '** *** ***';
    }
    case 'name':
      return text
        .split(/\s+/)
        .map((word) => `${word.charAt(0)}${stars(word.length - 1)}`)
        .join(' ');
    case 'email': {
      const at = text.indexOf('@');
      return at > 0 ? `${text.charAt(0)}***${text.slice(at)}` : `${text.charAt(0)}***`;
    }
    case 'text':
      return text.includes('@') ? maskPersonal('email', text) : `${text.slice(0, 2)}***`;
  }
}

/** Every string inside a value, masked as `kind` (a field's `{ from, to }` masks both sides). */
function maskAll(kind: PersonalKind, value: unknown): unknown {
  if (typeof value === 'string') return maskPersonal(kind, value);
  if (Array.isArray(value)) return value.map((item) => maskAll(kind, item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskAll(kind, v)]));
  return value;
}

/** Audit details or changes with every personal field masked, at any depth; other values as they are. */
export function maskPersonalFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPersonalFields);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const kind = PERSONAL_FIELDS[key];
      return [key, kind ? maskAll(kind, inner) : maskPersonalFields(inner)];
    }),
  );
}
