import { useEffect, useReducer, useState } from 'react';
import { App, Button, Flex, Layout, Tabs, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ThemeConfig } from '@mintfront/domain';
import { useShopInfo } from '../../api/shops.ts';
import { putThemePart, useThemeConfig } from '../../api/themes.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { useUnsavedChanges } from '../../components/use-unsaved-changes.tsx';
import { invalidSections, isDraftValid } from './editor/draft-check.ts';
import { draftOf, edits, newSectionId } from './editor/draft-edits.ts';
import type { EditorPanel } from './editor/editor-panels.ts';
import { EditorSidebar } from './editor/editor-sidebar.tsx';
import { PreviewFrame } from './editor/preview-frame.tsx';
import { saveTheme } from './editor/save-theme.ts';
import {
  historyReducer,
  isUnsaved,
  startHistory,
  type ThemeDraft,
} from './editor/theme-history.ts';
import { usePreviewView } from './editor/use-preview-view.ts';
import { PublishDialog } from './publish-dialog.tsx';

/** /Appearance/Theme/:id (spec doc 2 §2, outside the main layout): the theme editor. */
export default function ThemeEditor() {
  const id = Number(useParams().id);
  const { data: config } = useThemeConfig(id);
  const { data: shop } = useShopInfo();
  if (!config || !shop) return <PageLoader asMain />;
  return <Editor key={config.id} config={config} subdomain={shop.subdomain} />;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function Editor({ config, subdomain }: { config: ThemeConfig; subdomain: string }) {
  const { t } = useTranslation(['themes', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [history, dispatch] = useReducer(historyReducer, draftOf(config), startHistory);
  const [panel, setPanel] = useState<EditorPanel>({ kind: 'SelectionIndex' });
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const draft = history.present;
  const unsaved = isUnsaved(history);
  const leave = useUnsavedChanges(unsaved);
  // The store page the preview frame shows: links followed in it keep the draft's look.
  const [previewPath, setPreviewPath] = useState('/');
  const view = usePreviewView(draft, previewPath);
  const edit = (change: (d: ThemeDraft) => ThemeDraft) =>
    dispatch({ type: 'edit', change, at: Date.now() });

  // Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl+Y redoes (a text field keeps its own undo).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) dispatch({ type: 'undo' });
      else if ((key === 'z' && e.shiftKey) || key === 'y') dispatch({ type: 'redo' });
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  async function save(): Promise<boolean> {
    if (!isDraftValid(draft)) {
      void message.error(t('editor.invalid'));
      return false;
    }
    setSaving(true);
    try {
      await saveTheme(putThemePart, config.id, history.saved, draft);
      dispatch({ type: 'saved', draft });
      await queryClient.invalidateQueries({ queryKey: queryKeys.themes.all });
      void message.success(t('editor.saved'));
      return true;
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setSaving(false);
    }
  }

  const mode = panel.kind === 'ModeColor' ? panel.mode : draft.globalConfig.defaultThemeMode;
  const previewSrc = `${window.location.origin}/s/${encodeURIComponent(subdomain)}/?preview=1`;

  return (
    <Layout className="theme-editor">
      {leave.prompt}
      <header className="theme-editor-bar">
        <Flex gap={12} align="center" wrap style={{ flex: 1 }}>
          <Link to="/Appearance/Theme" aria-label={t('editor.back')}>
            <ArrowLeftOutlined aria-hidden /> {t('title')}
          </Link>
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            {config.name}
          </Typography.Title>
          {unsaved && (
            <Tag color="warning" data-testid="theme-unsaved">
              {t('editor.unsaved')}
            </Tag>
          )}
        </Flex>
        <Flex gap={8} wrap>
          <Tooltip title={t('editor.undoKeys')}>
            <Button
              icon={<UndoOutlined aria-hidden />}
              disabled={history.past.length === 0}
              onClick={() => dispatch({ type: 'undo' })}
              data-testid="theme-undo"
            >
              {t('editor.undo')}
            </Button>
          </Tooltip>
          <Tooltip title={t('editor.redoKeys')}>
            <Button
              icon={<RedoOutlined aria-hidden />}
              disabled={history.future.length === 0}
              onClick={() => dispatch({ type: 'redo' })}
              data-testid="theme-redo"
            >
              {t('editor.redo')}
            </Button>
          </Tooltip>
          <Button href={`/s/${encodeURIComponent(subdomain)}/`} target="_blank" rel="noopener">
            {t('visitStore')}
          </Button>
          <Button
            loading={saving}
            disabled={!unsaved}
            onClick={() => void save()}
            data-testid="theme-save"
          >
            {t('common:save')}
          </Button>
          <Button
            type="primary"
            onClick={() =>
              void (unsaved ? save() : Promise.resolve(true)).then(
                (ok) => ok && setPublishing(true),
              )
            }
            data-testid="theme-publish"
          >
            {t('publish')}
          </Button>
        </Flex>
      </header>
      <div className="theme-editor-body">
        <aside className="theme-editor-side" aria-label={t('editor.panels')}>
          <Tabs
            activeKey={
              panel.kind === 'ConfigIndex'
                ? 'config'
                : panel.kind.startsWith('Mode')
                  ? 'modes'
                  : 'sections'
            }
            onChange={(key) =>
              setPanel({
                kind:
                  key === 'config'
                    ? 'ConfigIndex'
                    : key === 'modes'
                      ? 'ModeIndex'
                      : 'SelectionIndex',
              })
            }
            items={[
              { key: 'sections', label: t('editor.sections') },
              { key: 'config', label: t('editor.config') },
              { key: 'modes', label: t('editor.colors') },
            ]}
          />
          <EditorSidebar
            panel={panel}
            draft={draft}
            invalid={invalidSections(draft)}
            setPanel={setPanel}
            edit={edit}
            addSection={(type) => {
              const sectionId = newSectionId(type, draft.layout);
              edit(edits.addSection(type, sectionId));
              setPanel({ kind: 'EditSection', sectionId });
            }}
          />
        </aside>
        <main className="theme-editor-preview">
          <PreviewFrame
            src={previewSrc}
            view={view}
            mode={mode}
            title={t('editor.preview')}
            onPath={setPreviewPath}
          />
        </main>
      </div>
      {publishing && <PublishDialog themeId={config.id} onClose={() => setPublishing(false)} />}
    </Layout>
  );
}
