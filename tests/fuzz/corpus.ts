/**
 * Hostile values the site must answer with a 4xx (or a normal answer), never a 5xx: the kinds
 * a fuzzer found crashing routes, plus the usual suspects. Used by tests/integration/fuzz.test.ts
 * as path parameters, query values, and JSON field values and bodies.
 */
export const FUZZ_STRINGS: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'Kendi \uD83D',
  '\uDC00 lone low surrogate',
  '\u202Egnp.exe',
  '\u200F12345678',
  '😀👍🏽',
  'x'.repeat(100_000),
  "' OR '1'='1",
  '"; drop table members; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '-1',
  '0',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  '2147483648',
  'true',
  'null',
  '\r\nSet-Cookie: x=1',
  'data:image/png;base64,AAAA',
];

/** Values of the wrong type for any JSON field. */
export const FUZZ_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  1e308,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
];

/** Whole bodies: wrong shapes, prototype pollution attempts, deep nesting. */
export const FUZZ_BODIES: readonly string[] = [
  '{}',
  '[]',
  'null',
  '"text"',
  '12',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  '{"username":"a\\u0000b","password":"x"}',
  '{"name":"\\ud800"}',
  '{bad json',
];

/** Field names the site's forms use: each gets every fuzz value in turn. */
export const FORM_FIELDS: readonly string[] = [
  'idNumber',
  'fullName',
  'phoneNumber',
  'email',
  'gender',
  'chapter',
  'name',
  'subject',
  'message',
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'registration',
  'profileImage',
  'mpesaCode',
  'receipt',
  'reason',
  'checkoutRequestId',
  'paymentId',
  'position',
  'status',
  'role',
  'memberId',
  'leaderId',
  'expectedUpdatedAt',
];
