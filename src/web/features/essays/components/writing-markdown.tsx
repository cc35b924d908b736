import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * An engine's reply or suggestion: the engines answer in Markdown (bold labels, lists), shown formatted, never as raw
 * ** marks; raw HTML in it is skipped.
 */
export function WritingMarkdown({ text }: { text: string }) {
  return (
    <div className="grid gap-1.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
}
