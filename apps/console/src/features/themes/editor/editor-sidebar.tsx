import type { SectionType } from '@mintfront/domain';
import { edits } from './draft-edits.ts';
import type { EditorPanel } from './editor-panels.ts';
import { GlobalConfigPanel } from './global-config-panel.tsx';
import { ModeColorPanel, ModeIndexPanel } from './mode-colors-panel.tsx';
import { SectionAddPanel } from './section-add-panel.tsx';
import { SectionEditPanel } from './section-edit-panel.tsx';
import { SectionListPanel } from './section-list-panel.tsx';
import type { ThemeDraft } from './theme-history.ts';

type Props = {
  panel: EditorPanel;
  draft: ThemeDraft;
  invalid: string[];
  setPanel: (panel: EditorPanel) => void;
  edit: (change: (d: ThemeDraft) => ThemeDraft) => void;
  addSection: (type: SectionType) => void;
};

/** The left side of the editor: the panel of the current selection state (spec doc 2 §4). */
export function EditorSidebar({ panel, draft, invalid, setPanel, edit, addSection }: Props) {
  const toList = () => setPanel({ kind: 'SelectionIndex' });
  switch (panel.kind) {
    case 'AddSection':
      return <SectionAddPanel onAdd={addSection} onBack={toList} />;
    case 'EditSection': {
      const section = draft.layout.find((s) => s.sectionId === panel.sectionId);
      // An undo can take the section away: back to the list.
      if (!section) return <SectionList {...{ draft, invalid, setPanel, edit }} />;
      return (
        <SectionEditPanel
          section={section}
          config={draft.sectionConfig[section.sectionId] ?? {}}
          onSection={(patch) => edit(edits.setSection(section.sectionId, patch))}
          onConfig={(key, value) => edit(edits.setConfig(section.sectionId, key, value))}
          onBack={toList}
        />
      );
    }
    case 'ConfigIndex':
      return (
        <GlobalConfigPanel
          config={draft.globalConfig}
          onChange={(patch) => edit(edits.setGlobal(patch))}
        />
      );
    case 'ModeIndex':
      return (
        <ModeIndexPanel
          colors={draft.themeColor}
          onOpen={(mode) => setPanel({ kind: 'ModeColor', mode })}
        />
      );
    case 'ModeColor':
      return (
        <ModeColorPanel
          mode={panel.mode}
          colors={draft.themeColor[panel.mode]}
          onChange={(key, color) => edit(edits.setColor(panel.mode, key, color))}
          onBack={() => setPanel({ kind: 'ModeIndex' })}
        />
      );
    case 'SelectionIndex':
      return <SectionList {...{ draft, invalid, setPanel, edit }} />;
  }
}

function SectionList({ draft, invalid, setPanel, edit }: Omit<Props, 'panel' | 'addSection'>) {
  return (
    <SectionListPanel
      layout={draft.layout}
      invalid={invalid}
      onEdit={(sectionId) => setPanel({ kind: 'EditSection', sectionId })}
      onAdd={() => setPanel({ kind: 'AddSection' })}
      onMove={(from, to) => edit(edits.moveSection(from, to))}
      onToggle={(sectionId, close) => edit(edits.setSection(sectionId, { close }))}
      onRemove={(sectionId) => edit(edits.removeSection(sectionId))}
    />
  );
}
