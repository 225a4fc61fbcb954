import type { EditorDoc } from './doc';

/** Undo and redo as lists of whole documents (each edit makes a new one; unchanged rows are shared). */
export interface History {
  readonly past: readonly EditorDoc[];
  readonly present: EditorDoc;
  readonly future: readonly EditorDoc[];
}

/** Steps kept for undo; older ones are dropped. */
export const UNDO_LIMIT = 200;

export const startHistory = (doc: EditorDoc): History => ({ past: [], present: doc, future: [] });

/** A new present; redo is gone. A document equal to the present (an edit that changed nothing) is no step. */
export function commit(history: History, doc: EditorDoc): History {
  if (doc === history.present) return history;
  return { past: [...history.past, history.present].slice(-UNDO_LIMIT), present: doc, future: [] };
}

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;
