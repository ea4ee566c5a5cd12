import { useEffect } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { RichTextProps } from './rich-text.types.ts';

type Mark =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'heading2'
  | 'heading3'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote';

/**
 * TipTap (ARCHITECTURE.md "Console layout": rich text, its HTML sanitised by the server): a
 * toolbar of the marks and blocks the storefront shows, over a labelled text box. Loaded only
 * by the screens that show it (rich-text-field.tsx).
 */
export default function RichTextEditor({ id, value, onChange, label, testId }: RichTextProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        id: id ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text-content',
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (a loaded page, an undo) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      heading2: e?.isActive('heading', { level: 2 }) ?? false,
      heading3: e?.isActive('heading', { level: 3 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      blockquote: e?.isActive('blockquote') ?? false,
    }),
  });

  const run: Record<Mark, () => void> = {
    bold: () => editor?.chain().focus().toggleBold().run(),
    italic: () => editor?.chain().focus().toggleItalic().run(),
    underline: () => editor?.chain().focus().toggleUnderline().run(),
    heading2: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
    heading3: () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
    bulletList: () => editor?.chain().focus().toggleBulletList().run(),
    orderedList: () => editor?.chain().focus().toggleOrderedList().run(),
    blockquote: () => editor?.chain().focus().toggleBlockquote().run(),
  };
  const LABELS: Record<Mark, string> = {
    bold: 'B',
    italic: 'I',
    underline: 'U',
    heading2: 'H2',
    heading3: 'H3',
    bulletList: '•',
    orderedList: '1.',
    blockquote: '❝',
  };

  return (
    <div className="rich-text">
      <Flex
        gap={4}
        wrap
        role="toolbar"
        aria-label={t('richText.toolbar', { field: label })}
        className="rich-text-toolbar"
      >
        {(Object.keys(run) as Mark[]).map((mark) => (
          <Tooltip key={mark} title={t(`richText.${mark}`)}>
            <Button
              size="small"
              type={active?.[mark] ? 'primary' : 'default'}
              aria-label={t(`richText.${mark}`)}
              aria-pressed={active?.[mark] ?? false}
              onClick={run[mark]}
            >
              {LABELS[mark]}
            </Button>
          </Tooltip>
        ))}
      </Flex>
      <EditorContent editor={editor} />
    </div>
  );
}
