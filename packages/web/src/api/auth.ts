import type {
  CurrentUserDeparts,
  EncryptedString,
  Language,
  LoginRequest,
  LoginResult,
  PublicConfig,
  SelectDepartResult,
  UserInfoResult,
  UserPermissions,
} from '@agvs/contract';
import { request, type Credentials } from './request';

/** Calls of sign-in and the session (SPEC §7 "Auth/session", docs/foundation-contract.md). */
export const authApi = {
  publicConfig: () => request<PublicConfig>('/sys/publicConfig'),
  /** A data: URL of the captcha image for this check key. */
  captchaImage: (checkKey: string) => request<string>(`/sys/randomImage/${encodeURIComponent(checkKey)}`),
  encryptedString: () => request<EncryptedString>('/sys/getEncryptedString'),
  login: (body: LoginRequest) => request<LoginResult>('/sys/loginEncrypt', { method: 'POST', body }),
  logout: (credentials?: Credentials) => request<unknown>('/sys/logout', { method: 'POST', credentials }),
  permissions: (credentials?: Credentials) =>
    request<UserPermissions>('/sys/permission/getUserPermissionByToken', { credentials }),
  userInfo: () => request<UserInfoResult>('/sys/user/getUserInfo'),
  selectLanguage: (language: Language, username: string, credentials?: Credentials) =>
    request<unknown>('/system/mlang/selectLanguage', { method: 'PUT', body: { language, username }, credentials }),
  currentUserDeparts: () => request<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts'),
  selectDepart: (orgCode: string, username: string, credentials?: Credentials) =>
    request<SelectDepartResult>('/sys/selectDepart', { method: 'PUT', body: { orgCode, username }, credentials }),
  updatePassword: (
    body: { username: string; oldpassword: string; password: string; confirmpassword: string },
    credentials?: Credentials,
  ) => request<unknown>('/sys/user/updatePassword', { method: 'PUT', body, credentials }),
};
