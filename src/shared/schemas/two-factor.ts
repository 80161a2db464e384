/** Two-step sign-in and sessions: the inputs the Security screen and the sign-in page send. */
import { z } from './zod';
import { messages } from '../messages';
import { officialsMessages } from '../officials-messages';

const t = officialsMessages.twoFactor;

/** Six digits; spaces typed or pasted between groups ("123 456") are dropped. */
const totpCodeSchema = z
  .string({ error: t.codeInvalid })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: t.codeInvalid }));

/** A recovery code as shown (XXXX-XXXX-XXXX-XXXX), typed in any case, with or without the dashes. */
const recoveryCodeSchema = z
  .string({ error: t.codeRequired })
  .max(64, { error: t.codeWrong })
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{16}$/, { error: t.codeWrong }));

export const enableTwoFactorSchema = z.object({ code: totpCodeSchema });

/** The second step of signing in: the app's code or one recovery code, exactly one of them. */
export const verifyTwoFactorSchema = z
  .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    error: t.codeRequired,
    path: ['code'],
  });
export type VerifyTwoFactorInput = z.infer<typeof verifyTwoFactorSchema>;

export const disableTwoFactorSchema = z.object({
  password: z.string({ error: messages.passwordCurrentWrong }).min(1, { error: messages.passwordCurrentWrong }).max(1024),
  code: totpCodeSchema,
});

export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl as an SVG data URL, ready for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Whether the official's role must use it (it cannot be turned off then). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const signedInDeviceSchema = z.object({
  id: z.uuid(),
  current: z.boolean(),
  /** A short summary ("Chrome on Android"), read from the User-Agent. */
  browser: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;
