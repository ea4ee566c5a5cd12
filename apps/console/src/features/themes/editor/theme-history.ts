import type { ThemePreviewBody } from '@mintfront/domain';

/** What the editor edits and saves: a theme's layout, section configs, global config and colours. */
export type ThemeDraft = Omit<ThemePreviewBody, 'path'>;

/** spec doc 2 §9: the editor's undo history holds 500 steps. */
export const HISTORY_LIMIT = 500;
/** spec doc 2 §9: edits within 3 s of each other are one step. */
export const MERGE_WINDOW_MS = 3000;

export type ThemeHistory = {
  past: ThemeDraft[];
  present: ThemeDraft;
  future: ThemeDraft[];
  /** When the present step was last edited; null after an undo, redo, load or save. */
  editedAt: number | null;
  /** The draft last saved (or loaded): the present differs from it while there are unsaved edits. */
  saved: ThemeDraft;
};

export type HistoryAction =
  | { type: 'edit'; change: (draft: ThemeDraft) => ThemeDraft; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; draft: ThemeDraft }
  | { type: 'load'; draft: ThemeDraft };

export const startHistory = (draft: ThemeDraft): ThemeHistory => ({
  past: [],
  present: draft,
  future: [],
  editedAt: null,
  saved: draft,
});

/**
 * The editor's undo and redo (spec doc 2 §9): an edit within 3 s of the previous one joins its
 * step, a later one starts a new step; the oldest step goes when there are more than 500; an
 * edit after an undo drops the steps that could be redone.
 */
export function historyReducer(state: ThemeHistory, action: HistoryAction): ThemeHistory {
  switch (action.type) {
    case 'edit': {
      const next = action.change(state.present);
      if (next === state.present) return state;
      const merge = state.editedAt !== null && action.at - state.editedAt < MERGE_WINDOW_MS;
      const past = merge ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT);
      return { ...state, past, present: next, future: [], editedAt: action.at };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        editedAt: null,
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return {
        ...state,
        past: [...state.past, state.present].slice(-HISTORY_LIMIT),
        present: next,
        future,
        editedAt: null,
      };
    }
    case 'saved':
      return { ...state, saved: action.draft, editedAt: null };
    case 'load':
      return startHistory(action.draft);
  }
}

/** Unsaved edits: the present is not the draft last saved (an undo back to it is saved again). */
export const isUnsaved = (state: ThemeHistory) => state.present !== state.saved;
