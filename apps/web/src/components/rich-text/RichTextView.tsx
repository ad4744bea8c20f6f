import './rich-text.css';

/**
 * Formatted text as the server kept it (sanitised on every save: an allow-list of tags, links and
 * the product's own pictures). Only a stored value is shown here, never what a person just typed.
 */
export function RichTextView({ html }: { html: string }) {
  return <div className="kg-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
