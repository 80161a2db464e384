import { z } from './zod';
import { messages } from '../messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ROLES, isChapterRole } from '../roles';
import { officialsMessages } from '../officials-messages';

export const loginSchema = z.object({
  username: z.string({ error: messages.loginRequired }).trim().min(1, { error: messages.loginRequired }).max(254),
  password: z.string({ error: messages.loginRequired }).min(1, { error: messages.loginRequired }).max(1024),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** True after an account was created or reset with a temporary password: change it first. */
  mustChangePassword: z.boolean().optional(),
  /** The official signs in with a second factor (docs/two-factor.md). */
  twoFactorEnabled: z.boolean().optional(),
  /** The role requires two-step sign-in and it is not set up: only setting it up is allowed. */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A new password an official chooses (ASVS 2.1: length only, no composition rules). */
export const newPasswordSchema = z
  .string({ error: messages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: messages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong });

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: messages.passwordCurrentWrong }).min(1, { error: messages.passwordCurrentWrong }).max(1024),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,40}$/;

export const createUserSchema = z
  .object({
    username: z.string({ error: messages.usernameInvalid }).trim().regex(USERNAME_PATTERN, { error: messages.usernameInvalid }),
    email: z
      .string({ error: messages.emailInvalid })
      .trim()
      .max(254, { error: messages.emailInvalid })
      .pipe(z.email({ error: messages.emailInvalid })),
    role: z.enum(ROLES, { error: messages.roleRequired }),
    /**
     * The chapter's name (as the members' forms send it): required for a chapter-scoped role,
     * refused for every other; an empty choice is no chapter.
     */
    chapter: z
      .string({ error: messages.unknownChapter })
      .trim()
      .max(100)
      .optional()
      .transform((name) => name || undefined),
  })
  .superRefine((input, context) => {
    if (isChapterRole(input.role) && !input.chapter)
      context.addIssue({ code: 'custom', path: ['chapter'], message: officialsMessages.chapterScope.chapterRequired });
    if (!isChapterRole(input.role) && input.chapter)
      context.addIssue({ code: 'custom', path: ['chapter'], message: officialsMessages.chapterScope.chapterOnlyForCoordinator });
  });
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** An official as the chairman's Officials tab lists them (never a hash). */
export const officialSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The chapter of a chapter-scoped official (its name); null for every other. */
  chapter: z.string().nullable(),
  disabled: z.boolean(),
  passwordTemporary: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Signs in with two steps (docs/two-factor.md). */
  twoFactorEnabled: z.boolean(),
});
export type Official = z.infer<typeof officialSchema>;

/** The answer to creating an official or resetting a password: the temporary password, shown once. */
export const temporaryPasswordSchema = z.object({
  user: officialSchema,
  temporaryPassword: z.string(),
});
export type TemporaryPasswordAnswer = z.infer<typeof temporaryPasswordSchema>;
