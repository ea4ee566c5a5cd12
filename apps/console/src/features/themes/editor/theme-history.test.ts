import { describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_CONFIG, DEFAULT_THEME_COLORS } from '@mintfront/domain';
import {
  HISTORY_LIMIT,
  MERGE_WINDOW_MS,
  historyReducer,
  isUnsaved,
  startHistory,
  type ThemeDraft,
  type ThemeHistory,
} from './theme-history.ts';

const draft: ThemeDraft = {
  layout: [],
  sectionConfig: {},
  globalConfig: DEFAULT_GLOBAL_CONFIG,
  themeColor: DEFAULT_THEME_COLORS,
};
const primary = (s: ThemeHistory) => s.present.themeColor.light.primary;
const setPrimary = (color: string, at: number) =>
  ({
    type: 'edit',
    at,
    change: (d: ThemeDraft) => ({
      ...d,
      themeColor: { ...d.themeColor, light: { ...d.themeColor.light, primary: color } },
    }),
  }) as const;

describe('the theme editor’s undo history (spec doc 2 §9: 500 steps, 3 s)', () => {
  it('merges edits within 3 s of each other into one step', () => {
    let s = startHistory(draft);
    s = historyReducer(s, setPrimary('#111111', 0));
    s = historyReducer(s, setPrimary('#222222', 1000));
    s = historyReducer(s, setPrimary('#333333', 1000 + MERGE_WINDOW_MS - 1));
    expect(s.past).toHaveLength(1);
    s = historyReducer(s, { type: 'undo' });
    expect(primary(s)).toBe(DEFAULT_THEME_COLORS.light.primary);
  });

  it('starts a new step for an edit 3 s or more after the previous one', () => {
    let s = startHistory(draft);
    s = historyReducer(s, setPrimary('#111111', 0));
    s = historyReducer(s, setPrimary('#222222', MERGE_WINDOW_MS));
    expect(s.past).toHaveLength(2);
    s = historyReducer(s, { type: 'undo' });
    expect(primary(s)).toBe('#111111');
  });

  it('redoes what was undone, and an edit after an undo drops the redo steps', () => {
    let s = startHistory(draft);
    s = historyReducer(s, setPrimary('#111111', 0));
    s = historyReducer(s, setPrimary('#222222', 10_000));
    s = historyReducer(s, { type: 'undo' });
    s = historyReducer(s, { type: 'redo' });
    expect(primary(s)).toBe('#222222');
    s = historyReducer(s, { type: 'undo' });
    s = historyReducer(s, setPrimary('#999999', 20_000));
    expect(s.future).toEqual([]);
    expect(historyReducer(s, { type: 'redo' })).toBe(s);
  });

  it('an edit right after an undo is a step of its own, not merged into the undone one', () => {
    let s = startHistory(draft);
    s = historyReducer(s, setPrimary('#111111', 0));
    s = historyReducer(s, setPrimary('#222222', 5000));
    s = historyReducer(s, { type: 'undo' });
    s = historyReducer(s, setPrimary('#333333', 5001));
    s = historyReducer(s, { type: 'undo' });
    expect(primary(s)).toBe('#111111');
  });

  it(`keeps at most ${HISTORY_LIMIT} steps, dropping the oldest`, () => {
    let s = startHistory(draft);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++)
      s = historyReducer(s, setPrimary(`#${String(i).padStart(6, '0')}`, i * MERGE_WINDOW_MS));
    expect(s.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) s = historyReducer(s, { type: 'undo' });
    // The oldest step left is edit 20: the 20 before it (and the loaded draft) were dropped.
    expect(primary(s)).toBe('#000020');
    expect(s.past).toHaveLength(0);
    expect(s.future).toHaveLength(HISTORY_LIMIT);
  });

  it('undo and redo do nothing at the ends of the history', () => {
    const s = startHistory(draft);
    expect(historyReducer(s, { type: 'undo' })).toBe(s);
    expect(historyReducer(s, { type: 'redo' })).toBe(s);
  });

  it('marks unsaved edits; saving clears the mark, and undoing back to the saved draft clears it too', () => {
    let s = startHistory(draft);
    expect(isUnsaved(s)).toBe(false);
    s = historyReducer(s, setPrimary('#111111', 0));
    expect(isUnsaved(s)).toBe(true);
    s = historyReducer(s, { type: 'undo' });
    expect(isUnsaved(s)).toBe(false);
    s = historyReducer(s, { type: 'redo' });
    s = historyReducer(s, { type: 'saved', draft: s.present });
    expect(isUnsaved(s)).toBe(false);
  });
});
