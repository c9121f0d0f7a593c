import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** Ties the editing area to its label (FormField's id). */
  id?: string;
  /** The HTML shown. */
  value: string;
  /** Called with the new HTML on every change ('' when the editor is empty). */
  onChange: (html: string) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  /**
   * Accessible name of the editing area (a label's `for` cannot point at a
   * contenteditable element): the field's label text.
   */
  'aria-label': string;
}

/** The editing area's attributes: class, role and the field's a11y props. */
function attributesOf(
  id: string | undefined,
  aria: Record<string, unknown>,
): Record<string, string> {
  const own = Object.entries(aria).filter(([, v]) => v !== undefined);
  return {
    class: 'rich-text__content',
    role: 'textbox',
    'aria-multiline': 'true',
    ...(id ? { id } : {}),
    ...Object.fromEntries(own.map(([k, v]) => [k, String(v)])),
  };
}

/** The HTML of the editor, '' when it holds only an empty paragraph. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`rich-text__button${active ? ' rich-text__button--active' : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the editor's selection: the click must not take the focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const setLink = () => {
    const previous = (editor.getAttributes('link') as { href?: string }).href ?? '';
    const href = window.prompt('Endereço do link', previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label="Formatação">
      <ToolButton label="Negrito" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>N</strong>
      </ToolButton>
      <ToolButton
        label="Itálico"
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <em>I</em>
      </ToolButton>
      <ToolButton
        label="Cabeçalho 2"
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </ToolButton>
      <ToolButton
        label="Cabeçalho 3"
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      <ToolButton
        label="Lista com marcadores"
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        • Lista
      </ToolButton>
      <ToolButton
        label="Lista numerada"
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1. Lista
      </ToolButton>
      <ToolButton label="Link" active={state.link} onClick={setLink}>
        Link
      </ToolButton>
      <ToolButton label="Desfazer" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label="Refazer" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </ToolButton>
    </div>
  );
}

/**
 * The one rich-text field of the back office (TipTap starter kit): bold,
 * italic, headings, lists, links, undo/redo. Value in and out is HTML; the
 * server sanitizes what it stores.
 */
export function RichTextEditor({ id, value, onChange, onBlur, ...aria }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: { attributes: attributesOf(id, aria) },
    onUpdate: ({ editor: e }) => onChangeRef.current(htmlOf(e)),
    onBlur: () => onBlurRef.current?.(),
  });

  // A value set from outside (a loaded record, a reset) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Keep the a11y attributes current (validation state changes after mount).
  const ariaKey = JSON.stringify(aria);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: { attributes: attributesOf(id, JSON.parse(ariaKey) as Record<string, unknown>) },
    });
  }, [editor, id, ariaKey]);

  return (
    <div className="rich-text">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
