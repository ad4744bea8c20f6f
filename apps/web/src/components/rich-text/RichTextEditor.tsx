import { BoldOutlined, DisconnectOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { imageUrl, UPLOAD_KINDS } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Flex, Input, Modal, Tooltip, Upload } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { mediaConfigQuery } from '../../api/uploads';
import { translateKey } from '../../i18n';
import { sendUpload } from '../upload/send-upload';
import { fileProblem } from '../upload/upload-form';
import './rich-text.css';

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** The field's label: the editing area's accessible name. */
  label: string;
  /** Which part of the app its pictures belong to (a path segment of the stored file). */
  module: string;
  disabled?: boolean;
  id?: string;
}

/** Addresses a link may have: what the server keeps (http, https, mailto). */
const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

/**
 * Formatted text (a Tiptap editor): bold, italic, headings, lists, links and pictures uploaded through
 * the upload flow. It hands the form the editor's HTML; the server sanitises it before keeping it.
 * Loaded on demand (RichTextInput), so the main bundle does not carry the editor.
 */
export function RichTextEditor({ value, onChange, label, module, disabled, id }: RichTextEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const media = useQuery(mediaConfigQuery);
  const [linking, setLinking] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, autolink: true, protocols: ['mailto'] } }), Image],
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'kg-rich-text kg-rich-text-editing', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (the form reset to another record) replaces the content.
  useEffect(() => {
    if (editor && (value ?? '') !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  const insertImage = async (file: File) => {
    const problem = fileProblem('image', file);
    if (problem) return void message.warning(translateKey(problem));
    setUploading(true);
    try {
      const path = await sendUpload({ file, kind: 'image', module, storage: media.data?.storage, onProgress: () => undefined });
      // The address as the server keeps it: its own media host and the stored path.
      editor
        .chain()
        .focus()
        .setImage({ src: imageUrl(path, media.data?.mediaHost ?? '/files'), alt: file.name })
        .run();
    } catch (error) {
      const txt = isApiError(error) ? error.txt : '';
      void message.error(txt || t('resource.upload.failed'));
    } finally {
      setUploading(false);
    }
  };

  const saveLink = () => {
    const href = (linking ?? '').trim();
    if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!LINK.test(href)) return void message.warning(t('richEditor.linkInvalid'));
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  };

  const tool = (name: string, icon: ReactNode, pressed: boolean | undefined, run: () => void) => (
    <Tooltip title={t(`richEditor.tools.${name}` as 'richEditor.tools.bold')}>
      <Button
        type={pressed ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={t(`richEditor.tools.${name}` as 'richEditor.tools.bold')}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );

  return (
    <div className="kg-rich-text-frame" data-testid="rich-text-editor">
      <Flex role="toolbar" aria-label={t('richEditor.toolbar')} gap={2} wrap className="kg-rich-text-toolbar">
        {tool('bold', <BoldOutlined />, active?.bold, () => editor.chain().focus().toggleBold().run())}
        {tool('italic', <ItalicOutlined />, active?.italic, () => editor.chain().focus().toggleItalic().run())}
        {tool('heading2', <span aria-hidden>H2</span>, active?.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool('heading3', <span aria-hidden>H3</span>, active?.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {tool('bulletList', <UnorderedListOutlined />, active?.bullet, () => editor.chain().focus().toggleBulletList().run())}
        {tool('orderedList', <OrderedListOutlined />, active?.ordered, () => editor.chain().focus().toggleOrderedList().run())}
        {tool('link', <LinkOutlined />, active?.link, () => setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://'))}
        {active?.link && tool('unlink', <DisconnectOutlined />, undefined, () => editor.chain().focus().extendMarkRange('link').unsetLink().run())}
        <Upload
          accept={UPLOAD_KINDS.image.extensions.map((e) => `.${e}`).join(',')}
          showUploadList={false}
          disabled={disabled || uploading}
          beforeUpload={(file) => {
            void insertImage(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Tooltip title={t('richEditor.tools.image')}>
            <Button type="text" size="small" icon={<PictureOutlined />} aria-label={t('richEditor.tools.image')} loading={uploading} disabled={disabled} />
          </Tooltip>
        </Upload>
      </Flex>
      <EditorContent editor={editor} />
      <Modal open={linking !== null} title={t('richEditor.linkTitle')} onOk={saveLink} onCancel={() => setLinking(null)} destroyOnHidden>
        <Input
          aria-label={t('richEditor.linkAddress')}
          placeholder="https://"
          value={linking ?? ''}
          onChange={(e) => setLinking(e.target.value)}
          onPressEnter={saveLink}
          autoFocus
          data-testid="rich-text-link-input"
        />
      </Modal>
    </div>
  );
}
