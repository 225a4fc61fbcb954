import { LayoutDraftCalls, PublishCalls, PublishResult, type LayoutDraft, type SiteFinding } from '@agvs/contract';
import { useCallback, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError';
import { callApi } from '../../../api/call';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { docOf, saveRequestOf } from './logic/doc';
import { rebaseHistory } from './logic/rebase';
import { isDirty, type EditorEvent, type EditorState } from './useEditorState';

export interface Findings {
  readonly list: readonly SiteFinding[];
  /** The drawing changed after the check ran. */
  readonly stale: boolean;
}

/**
 * The editor's traffic with the server: the draft read, saved whole (with the checks' findings in
 * the answer), checked, published, and read again after a rollback. A save that finds someone
 * else saved in between (409) offers to load their draft instead of overwriting it.
 */
export function useDraftSync(initial: LayoutDraft, state: EditorState, dispatch: Dispatch<EditorEvent>) {
  const { t } = useTranslation('layoutEditor');
  const [meta, setMeta] = useState<LayoutDraft>(initial);
  const [findings, setFindings] = useState<Findings>({ list: [], stale: false });
  const [refusal, setRefusal] = useState<PublishResult | null>(null);
  const [busy, setBusy] = useState<'save' | 'check' | 'publish' | null>(null);
  const live = useRef({ state, meta });
  live.current = { state, meta };

  const reload = useCallback(async () => {
    const draft = await callApi(LayoutDraftCalls.draft, { query: { id: live.current.meta.layoutId } });
    setMeta(draft);
    dispatch({ type: 'load', doc: docOf(draft) });
    setFindings({ list: [], stale: false });
  }, [dispatch]);

  /** Saves unsaved changes; true when the draft on the server is now what the editor shows. */
  const save = useCallback(async (): Promise<boolean> => {
    const { state: current, meta: m } = live.current;
    if (!isDirty(current)) return true;
    setBusy('save');
    try {
      const answer = await callApi(LayoutDraftCalls.saveDraft, { body: saveRequestOf(current.history.present, m.layoutId, m.revision) });
      dispatch({ type: 'saved', history: rebaseHistory(current.history, current.history.present, answer.draft) });
      setMeta(answer.draft);
      setFindings({ list: answer.check.findings, stale: false });
      feedback.message.success(t('saved', { errors: answer.check.errors, warnings: answer.check.warnings }));
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        feedback.modal.confirm({
          title: t('conflict.title'),
          content: t('conflict.text'),
          okText: t('conflict.reload'),
          cancelText: t('conflict.keep'),
          onOk: () => reload().catch((e: unknown) => showFailure(e, t('loadFailed'))),
        });
      } else showFailure(err, t('saveFailed'));
      return false;
    } finally {
      setBusy(null);
    }
  }, [dispatch, reload, t]);

  const check = useCallback(async () => {
    if (isDirty(live.current.state)) return void (await save());
    setBusy('check');
    try {
      const result = await callApi(PublishCalls.check, { body: { id: live.current.meta.layoutId } });
      setFindings({ list: result.findings, stale: false });
      if (result.findings.length === 0) feedback.message.success(t('checkClean'));
    } catch (err) {
      showFailure(err, t('checkFailed'));
    } finally {
      setBusy(null);
    }
  }, [save, t]);

  const publish = useCallback(
    async (note: string) => {
      if (!(await save())) return;
      setBusy('publish');
      try {
        const result = await callApi(PublishCalls.publish, { body: { id: live.current.meta.layoutId, note: note || undefined } });
        setFindings({ list: result.findings, stale: false });
        setMeta((m) => ({ ...m, publishedVersion: result.version, unpublished: false }));
        feedback.message.success(t('published', { version: result.version }));
      } catch (err) {
        const refused = err instanceof ApiError ? PublishResult.safeParse(err.result) : null;
        if (refused?.success) {
          setRefusal(refused.data);
          setFindings({ list: refused.data.findings, stale: false });
        } else showFailure(err, t('publishFailed'));
      } finally {
        setBusy(null);
      }
    },
    [save, t],
  );

  const edited = useCallback(() => setFindings((f) => (f.stale || f.list.length === 0 ? f : { ...f, stale: true })), []);

  return { meta, setMeta, findings, edited, refusal, closeRefusal: () => setRefusal(null), busy, save, check, publish, reload };
}
