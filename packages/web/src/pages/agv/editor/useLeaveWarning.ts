import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { feedback } from '../../../app/feedback';

/**
 * Unsaved drawing is not lost by accident: closing or reloading the tab asks the browser's
 * question, and leaving the editor inside the console (another page, another layout) asks ours.
 */
export function useLeaveWarning(dirty: boolean): void {
  const { t } = useTranslation('layoutEditor');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    feedback.modal.confirm({
      title: t('leave.title'),
      content: t('leave.text'),
      okText: t('leave.go'),
      cancelText: t('leave.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
