import { z } from 'zod';
import { EncryptedString, LoginRequest, LoginResult } from '../api/auth.js';
import { CasValidateBody } from '../api/staticApi.js';
import { CaptchaKeyParams } from '../api/system.js';
import { defineCalls } from './define.js';

/** SPEC §7 "Auth/session": captcha, password key, sign-in and sign-out. */
export const AuthCalls = defineCalls('auth', {
  /**
   * GET /sys/randomImage/{key} (SPEC §2 login captcha; the key is the login form's checkKey) → a
   * data: URL of the SVG captcha image (60 s, one use). Not listed in SPEC §7.
   */
  randomImage: {
    method: 'GET',
    path: '/sys/randomImage/:key',
    summary: 'Captcha image for a key (60 s, one use)',
    access: { public: true },
    params: CaptchaKeyParams,
    response: z.string(),
  },
  /** GET /sys/getEncryptedString (SPEC §7 "Auth/session": key and iv, AES CBC zero padding base64) → { key, iv }. */
  getEncryptedString: {
    method: 'GET',
    path: '/sys/getEncryptedString',
    summary: 'AES key and iv for the login password',
    access: { public: true },
    response: EncryptedString,
  },
  /**
   * POST /sys/loginEncrypt (SPEC §7 "Auth/session": username, encrypted password, captcha, checkKey) →
   * token, userInfo, sysAllDictItems as the SPEC names them, plus departs, multi_depart and tenantList.
   * The SPEC's code "200" is the number 200 in the envelope.
   */
  loginEncrypt: {
    method: 'POST',
    path: '/sys/loginEncrypt',
    summary: 'Sign in',
    access: { public: true },
    body: LoginRequest,
    response: LoginResult,
  },
  /** POST /sys/logout (SPEC §7 "Auth/session"; no fields) → null: the token stops working at once. */
  logout: {
    method: 'POST',
    path: '/sys/logout',
    summary: 'Sign out: the token stops working at once',
    access: { signedIn: true, duringPasswordChange: true },
    response: z.null(),
  },
  /**
   * POST /cas/client/validateLogin (SPEC §7 "Auth/session"; the SPEC names no fields, AGVS takes
   * ticket and service). Would answer a sign-in like loginEncrypt; AGVS has no CAS server, so every
   * ticket is refused with a business failure.
   */
  casValidateLogin: {
    method: 'POST',
    path: '/cas/client/validateLogin',
    summary: 'Sign in with a CAS ticket (refused: single sign-on is not configured)',
    access: { public: true },
    body: CasValidateBody,
    response: LoginResult,
  },
});
