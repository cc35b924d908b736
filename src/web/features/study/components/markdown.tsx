import ReactMarkdown from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import './markdown.css';
import { CHAT_QUIZ_LANGUAGE, parseChatQuiz } from '../../../../shared/study/chat-quiz';
import { ChatQuiz } from './chat-quiz';

// remark-breaks: answers are written line by line (options, sources, steps); a single newline stays a line break
const remarkPlugins = [remarkGfm, remarkMath, remarkBreaks];
const rehypePlugins = [rehypeKatex, rehypeHighlight];

/** A Smarty answer: Markdown with tables, math (KaTeX), highlighted code and line breaks kept. Links open in a new tab. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="smarty-markdown space-y-2 text-sm leading-relaxed [overflow-wrap:anywhere] [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
          // a ```quiz block is an interactive quiz ('Quiz me'); its key stays hidden until the student answers
          pre: ({ node, ...props }) => {
            const code = node?.children[0];
            const classes = code && code.type === 'element' ? code.properties.className : undefined;
            if (
              Array.isArray(classes) &&
              classes.includes(`language-${CHAT_QUIZ_LANGUAGE}`) &&
              code?.type === 'element'
            ) {
              const text = code.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
              const quiz = parseChatQuiz(text);
              if (quiz) return <ChatQuiz quiz={quiz} />;
            }
            return <pre {...props} />;
          },
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
