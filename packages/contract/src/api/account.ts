import { z } from 'zod';
import { Patterns } from '../patterns.js';

/*
 * Self-registration and password recovery (SPEC §2 /user/register, /user/register-result,
 * /user/alteration; docs/accounts.md). Both are off until an administrator sets them up in the
 * system parameters: registration by a switch, recovery by a mail server.
 */

/** GET /sys/account/options (public): which of the two the sign-in page offers. */
export const AccountOptions = z.object({
  registration: z.boolean(),
  /** A mail server is configured: a code can be sent. */
  recovery: z.boolean(),
});
export type AccountOptions = z.output<typeof AccountOptions>;

/** As at sign-in: checked when the installation's captcha is on (CAPTCHA, default on). */
const Captcha = { captcha: z.string().trim().max(16).optional().default(''), checkKey: z.string().max(64).optional().default('') };

/** POST /sys/account/register (public). The password is checked against the installation's rules by the server. */
export const RegisterRequest = z.object({
  username: z.string().trim().regex(Patterns.username),
  realname: z.string().trim().min(1).max(100),
  email: z.string().trim().max(200).regex(Patterns.email),
  phone: z.string().trim().max(30).optional(),
  password: z.string().min(1).max(128),
  confirmpassword: z.string().min(1).max(128),
  ...Captcha,
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const RegisterResult = z.object({ username: z.string(), status: z.literal('pending') });

/** POST /sys/account/recovery/request (public): a code goes to the account's e-mail, if it has one. */
export const RecoveryRequest = z.object({ username: z.string().trim().min(1).max(64), ...Captcha });
export type RecoveryRequest = z.input<typeof RecoveryRequest>;

/** POST /sys/account/recovery/reset (public): the code from the mail and the new password. */
export const RecoveryReset = z.object({
  username: z.string().trim().min(1).max(64),
  code: z.string().trim().regex(/^\d{6}$/),
  password: z.string().min(1).max(128),
  confirmpassword: z.string().min(1).max(128),
});
export type RecoveryReset = z.input<typeof RecoveryReset>;

export const REGISTRATION_STATES = ['pending', 'approved', 'rejected'] as const;

/** A registration as the approval page lists it (no password, ever). */
export const Registration = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  tenantId: z.number().int(),
  status: z.enum(REGISTRATION_STATES),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Registration = z.output<typeof Registration>;

export const RegistrationDecision = z.object({ id: z.string().min(1).max(64), reason: z.string().trim().max(500).optional() });
