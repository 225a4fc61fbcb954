import { LOGOUT_RELOAD_DELAY_MS } from '@agvs/contract';
import { feedback } from '../app/feedback';
import { i18n } from '../i18n';
import { useSessionStore } from '../session/sessionStore';
import type { HttpErrorReaction } from './httpErrors';

let reloadScheduled = false;

/** Forgets the session and reloads, so the router starts over at the sign-in page. */
function endSessionAndReload(delayMs: number): void {
  if (reloadScheduled) return;
  reloadScheduled = true;
  useSessionStore.getState().clear();
  window.setTimeout(() => window.location.reload(), delayMs);
}

let expiryDialogOpen = false;

/** Tells the user about a failed call the way SPEC §8 describes. */
export function showHttpError(reaction: HttpErrorReaction): void {
  const t = i18n.t.bind(i18n);
  const { notification } = feedback;
  switch (reaction.kind) {
    case 'unauthorized':
      notification.error({ message: t('errors:systemPrompt'), description: t('errors:unauthorized') });
      if (reaction.logout) endSessionAndReload(LOGOUT_RELOAD_DELAY_MS);
      return;
    case 'forbidden':
      notification.error({ message: t('errors:systemPrompt'), description: t('errors:accessDenied') });
      return;
    case 'notFound':
      notification.error({ message: t('errors:systemPrompt'), description: t('errors:notFound') });
      return;
    case 'timeout':
      notification.error({ message: t('errors:systemPrompt'), description: t('errors:networkTimeout') });
      return;
    case 'network':
      notification.error({ message: t('errors:systemPrompt'), description: t('errors:networkError') });
      return;
    case 'loginExpired':
      if (expiryDialogOpen) return;
      expiryDialogOpen = true;
      feedback.modal.error({
        title: t('errors:loginExpiredTitle'),
        content: t('errors:loginExpiredContent'),
        okText: t('errors:signInAgain'),
        mask: false,
        onOk: () => endSessionAndReload(0),
      });
      return;
    case 'serverMessage':
      notification.error({
        message: t('errors:systemPrompt'),
        description: reaction.message || t('errors:requestFailed'),
      });
      return;
  }
}
