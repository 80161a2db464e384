import { z } from 'zod';
import { messages } from '../messages';
import { ROLES } from '../constants';

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
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
