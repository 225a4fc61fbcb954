import type { Language, LoginResult, UserInfo } from '@agvs/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';
import { dictApi } from '../../api/dict';
import { showFailure, type Credentials } from '../../api/request';
import { feedback } from '../../app/feedback';
import { encryptPassword } from '../../crypto/encryptPassword';
import { changeLanguage, currentLanguage, i18n } from '../../i18n';
import { languageCameFromBrowser, wasChosenBeforeSignIn } from '../../i18n/language';
import { forgetLoginEncryptionKey, loginEncryptionKey } from '../../session/encryptionKey';
import { useSessionStore } from '../../session/sessionStore';

export interface LoginForm {
  username: string;
  password: string;
  captcha?: string;
}

/** A signed-in user whose session is not stored yet: a first password or a department may be pending. */
export interface PendingSession {
  readonly result: LoginResult;
  /** Language of the login call, in which the result's dictionaries are. */
  readonly loginLanguage: Language;
  readonly userInfo: UserInfo;
  readonly tenantId: number | null;
  readonly departChosen: boolean;
}

export type SignInStep =
  | { readonly kind: 'form' }
  | { readonly kind: 'password'; readonly pending: PendingSession }
  | { readonly kind: 'depart'; readonly pending: PendingSession };

export const credentialsOf = (pending: PendingSession): Credentials => ({
  token: pending.result.token,
  tenantId: pending.tenantId,
});

/** SPEC §6: several departments (multi_depart 2) or several tenants mean the user must choose. */
const mustChooseDepart = (result: LoginResult) => result.multi_depart === 2 || result.tenantList.length > 1;

/**
 * Sign-in (SPEC §2 "Session start"): encrypted login, forced first-password change, tenant and
 * department choice, then the permission menu; the session is stored only once all of it succeeded.
 */
export function useSignIn(onSignedIn: () => void) {
  const { t } = useTranslation('login');
  const [step, setStep] = useState<SignInStep>({ kind: 'form' });
  const [submitting, setSubmitting] = useState(false);

  const abandon = (pending: PendingSession) => {
    void authApi.logout(credentialsOf(pending)).catch(() => undefined);
    setStep({ kind: 'form' });
  };

  const finish = async (pending: PendingSession) => {
    const credentials = credentialsOf(pending);
    const language = currentLanguage();
    // A new account (its given password still to be replaced) takes the language its user signed
    // in with; an account in use keeps the language its user chose before.
    const adopt = wasChosenBeforeSignIn() || (languageCameFromBrowser() && pending.result.userInfo.mustChangePassword);
    if (adopt && language !== pending.userInfo.language) {
      await authApi.selectLanguage(language, pending.userInfo.username, credentials).catch(() => undefined);
    } else if (pending.userInfo.language !== language) {
      changeLanguage(pending.userInfo.language);
    }
    let permissions;
    try {
      permissions = await authApi.permissions(credentials);
    } catch (error) {
      showFailure(error, t('permissionsFailed'));
      abandon(pending);
      return;
    }
    const dicts =
      currentLanguage() === pending.loginLanguage
        ? pending.result.sysAllDictItems
        : await dictApi.all(credentials).catch(() => pending.result.sysAllDictItems);
    useSessionStore.getState().signIn({
      token: pending.result.token,
      userInfo: { ...pending.userInfo, language: currentLanguage() },
      tenantId: pending.tenantId,
      permissions,
      dicts,
    });
    // i18n.t rather than the hook's t: the language may have just switched to the user's own.
    feedback.message.success(i18n.t('login:welcome', { name: pending.userInfo.realname || pending.userInfo.username }));
    onSignedIn();
  };

  const advance = async (pending: PendingSession) => {
    if (pending.userInfo.mustChangePassword) {
      setStep({ kind: 'password', pending });
    } else if (!pending.departChosen && mustChooseDepart(pending.result)) {
      setStep({ kind: 'depart', pending });
    } else {
      await finish(pending);
    }
  };

  /** Returns false when the login failed, so the form can ask for a new captcha. */
  const submit = async (values: LoginForm, checkKey: string): Promise<boolean> => {
    setSubmitting(true);
    try {
      const loginLanguage = currentLanguage();
      const key = await loginEncryptionKey();
      const result = await authApi.login({
        username: values.username.trim(),
        password: encryptPassword(values.password, key.key, key.iv),
        captcha: values.captcha ?? '',
        checkKey,
      });
      await advance({
        result,
        loginLanguage,
        userInfo: result.userInfo,
        tenantId: result.userInfo.loginTenantId,
        departChosen: false,
      });
      return true;
    } catch (error) {
      forgetLoginEncryptionKey();
      showFailure(error, t('failed'));
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  const passwordChanged = (pending: PendingSession) =>
    advance({ ...pending, userInfo: { ...pending.userInfo, mustChangePassword: false } });

  const departChosen = async (pending: PendingSession, tenantId: number | null, orgCode: string | null) => {
    let userInfo = pending.userInfo;
    if (orgCode) {
      try {
        userInfo = (await authApi.selectDepart(orgCode, userInfo.username, { token: pending.result.token, tenantId })).userInfo;
      } catch (error) {
        showFailure(error, t('departFailed'));
        throw error;
      }
    }
    await advance({ ...pending, userInfo, tenantId, departChosen: true });
  };

  return { step, submitting, submit, passwordChanged, departChosen };
}
