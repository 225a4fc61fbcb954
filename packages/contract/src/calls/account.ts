import { z } from 'zod';
import { AccountOptions, RecoveryRequest, RecoveryReset, RegisterRequest, RegisterResult, Registration, RegistrationDecision } from '../api/account.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** Self-registration and password recovery (docs/accounts.md); not in SPEC §7, which shows the pages only. */
export const AccountCalls = defineCalls('account', {
  /** GET /sys/account/options → whether the sign-in page offers registration and recovery. */
  options: {
    method: 'GET',
    path: '/sys/account/options',
    summary: 'Whether self-registration and password recovery are offered',
    access: { public: true },
    response: AccountOptions,
  },
  /** POST /sys/account/register {username, realname, email, phone?, password, confirmpassword, captcha, checkKey} → a registration waiting for approval. */
  register: {
    method: 'POST',
    path: '/sys/account/register',
    summary: 'Apply for an account (waits for an administrator)',
    access: { public: true },
    body: RegisterRequest,
    response: RegisterResult,
  },
  /** POST /sys/account/recovery/request {username, captcha, checkKey} → null; the same answer whether or not the account exists. */
  recoveryRequest: {
    method: 'POST',
    path: '/sys/account/recovery/request',
    summary: 'Send a password recovery code by mail',
    access: { public: true },
    body: RecoveryRequest,
    response: z.null(),
  },
  /** POST /sys/account/recovery/reset {username, code, password, confirmpassword} → null; the account's sessions end. */
  recoveryReset: {
    method: 'POST',
    path: '/sys/account/recovery/reset',
    summary: 'Set a new password with the mailed code',
    access: { public: true },
    body: RecoveryReset,
    response: z.null(),
  },
  /** GET /sys/account/registration/list → registrations of the caller's tenant, waiting ones first. */
  registrations: {
    method: 'GET',
    path: '/sys/account/registration/list',
    summary: 'Registrations waiting for approval, and the recent decisions',
    access: { perm: Perm.registrationList },
    response: z.array(Registration),
  },
  /** POST /sys/account/registration/approve {id} → the account is created in the registration's tenant. */
  approve: {
    method: 'POST',
    path: '/sys/account/registration/approve',
    summary: 'Approve a registration: its account is created',
    access: { perm: Perm.registrationApprove },
    body: RegistrationDecision,
    response: Registration,
  },
  /** POST /sys/account/registration/reject {id, reason?} */
  reject: {
    method: 'POST',
    path: '/sys/account/registration/reject',
    summary: 'Reject a registration',
    access: { perm: Perm.registrationApprove },
    body: RegistrationDecision,
    response: Registration,
  },
});
