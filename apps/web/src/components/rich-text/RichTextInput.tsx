import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

// The editor (Tiptap, ProseMirror) is its own chunk, fetched when a form first shows one.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** The form control of a richText field: the editor, loaded on demand. */
export function RichTextInput(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
