import { AuthCalls, PermissionCalls, SystemCalls, UserCalls, type Language, type LoginRequest } from '@agvs/contract';
import { callApi } from './call';
import type { Credentials } from './request';

/** Calls of sign-in and the session (SPEC §7 "Auth/session", docs/foundation-contract.md). */
export const authApi = {
  publicConfig: () => callApi(SystemCalls.publicConfig, {}),
  /** A data: URL of the captcha image for this check key. */
  captchaImage: (checkKey: string) => callApi(AuthCalls.randomImage, { params: { key: checkKey } }),
  encryptedString: () => callApi(AuthCalls.getEncryptedString, {}),
  login: (body: LoginRequest) => callApi(AuthCalls.loginEncrypt, { body }),
  logout: (credentials?: Credentials) => callApi(AuthCalls.logout, {}, { credentials }),
  permissions: (credentials?: Credentials) => callApi(PermissionCalls.getUserPermissionByToken, { query: {} }, { credentials }),
  userInfo: () => callApi(UserCalls.getUserInfo, {}),
  selectLanguage: (language: Language, username: string, credentials?: Credentials) =>
    callApi(UserCalls.selectLanguage, { body: { language, username } }, { credentials }),
  currentUserDeparts: () => callApi(UserCalls.getCurrentUserDeparts, {}),
  selectDepart: (orgCode: string, username: string, credentials?: Credentials) =>
    callApi(UserCalls.selectDepart, { body: { orgCode, username } }, { credentials }),
  updatePassword: (
    body: { username: string; oldpassword: string; password: string; confirmpassword: string },
    credentials?: Credentials,
  ) => callApi(UserCalls.updatePassword, { body }, { credentials }),
};
