import { lazy, Suspense } from 'react';
import { Input } from 'antd';
import type { RichTextProps } from './rich-text.types.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** A rich text field for antd forms; TipTap loads with the first one shown (not with the console). */
export function RichTextField(props: RichTextProps) {
  return (
    <Suspense fallback={<Input.TextArea disabled rows={6} aria-label={props.label} value="" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
