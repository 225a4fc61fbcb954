import { useReducer } from 'react';
import type { EditorDoc } from './logic/doc';
import { EMPTY_SELECTION, type Selection } from './logic/edits';
import { commit, redo, startHistory, undo, type History } from './logic/history';
import { prune } from './logic/picking';

/** The editor's document state: history, the in-gesture preview, the selection and the last saved document. */
export interface EditorState {
  readonly history: History;
  /** A document shown while a gesture runs (drag), committed as one step when it ends. */
  readonly preview: EditorDoc | null;
  readonly selection: Selection;
  /** The document as last read or saved: unsaved changes are the difference. */
  readonly saved: EditorDoc;
}

export type EditorEvent =
  | { readonly type: 'load'; readonly doc: EditorDoc }
  | { readonly type: 'commit'; readonly doc: EditorDoc; readonly selection?: Selection }
  | { readonly type: 'preview'; readonly doc: EditorDoc | null }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'select'; readonly selection: Selection }
  | { readonly type: 'saved'; readonly history: History };

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'load':
      return { history: startHistory(event.doc), preview: null, selection: EMPTY_SELECTION, saved: event.doc };
    case 'commit': {
      const history = commit(state.history, event.doc);
      return { ...state, history, preview: null, selection: prune(history.present, event.selection ?? state.selection) };
    }
    case 'preview':
      return { ...state, preview: event.doc };
    case 'undo':
    case 'redo': {
      const history = event.type === 'undo' ? undo(state.history) : redo(state.history);
      return { ...state, history, preview: null, selection: prune(history.present, state.selection) };
    }
    case 'select':
      return { ...state, selection: event.selection };
    case 'saved':
      return { ...state, history: event.history, saved: event.history.present, preview: null };
  }
}

export function useEditorState(initial: EditorDoc) {
  return useReducer(editorReducer, initial, (doc) => editorReducer({} as EditorState, { type: 'load', doc }));
}

/** The document to draw: the gesture's preview, else the present. */
export const shownDoc = (state: EditorState) => state.preview ?? state.history.present;
export const isDirty = (state: EditorState) => state.history.present !== state.saved;
