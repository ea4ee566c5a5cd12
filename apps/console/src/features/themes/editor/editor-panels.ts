import type { ThemeMode } from '@mintfront/domain';

/**
 * The editor's panels: spec doc 2 §4's selection states. SelectionIndex lists the sections,
 * EditSection edits one, AddSection offers the catalogue of types, ConfigIndex holds the global
 * config, ModeIndex the modes, ModeColor the colours of one mode.
 */
export type EditorPanel =
  | { kind: 'SelectionIndex' }
  | { kind: 'EditSection'; sectionId: string }
  | { kind: 'AddSection' }
  | { kind: 'ConfigIndex' }
  | { kind: 'ModeIndex' }
  | { kind: 'ModeColor'; mode: ThemeMode };
