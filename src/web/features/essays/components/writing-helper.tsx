import { useRef, useState, type RefObject } from 'react';
import { Lightbulb, Send, TriangleAlert } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../shared/messages';
import { countWords } from '../../../../shared/essays/word-count';
import type { Essay } from '../../../../shared/schemas/essays';
import type { SavedArticle } from '../../../../shared/schemas/research';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import { essayAiApi } from '../api/essays-api';
import { readCitationStyle } from '../lib/evidence';
import { contentSections, isAnalysed, promptScore, researchState } from '../lib/research-state';
import { useEssayArticles } from './research-elements-panel';
import { WritingMarkdown } from './writing-markdown';
import { ESSAYS_COPY } from '../messages';

interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

interface SuggestionCard {
  key: string;
  title: string;
  action: string;
  warning?: boolean;
}

/**
 * Helper suggestion cards by phase and research state (spec 2 §4). `articles` are the essay's saved articles as the
 * research API returns them (with their analysis and sections); the essay's own list only counts them.
 */
export function helperSuggestions(essay: Essay, articles: readonly SavedArticle[] = []): SuggestionCard[] {
  const S = M.suggestions;
  const cards: SuggestionCard[] = [];
  const hasDraft = Object.values(essay.draft_sections).some((s) => s.content.trim() !== '');
  const phase = essay.current_phase;
  if (phase === 'prompt' && !essay.prompt.trim()) cards.push({ key: 'prompt', ...S.prompt });
  if (phase === 'brainstorm' && essay.brainstorm_ideas.length === 0)
    cards.push({ key: 'brainstorm', ...S.brainstorm });
  if (phase === 'thesis' && !essay.thesis_statement.trim()) cards.push({ key: 'thesis', ...S.thesis });
  if (phase === 'outline' && essay.outline.length === 0) cards.push({ key: 'outline', ...S.outline });
  if (phase === 'writing' && !hasDraft) cards.push({ key: 'writing', ...S.writing });
  const research = researchState(articles, essay.saved_articles.length);
  if (research.articleCount === 0) cards.push({ key: 'find', ...S.findArticles, warning: true });
  else if (research.analyzedCount === 0) cards.push({ key: 'analyze', ...S.analyzeArticles });
  else if (research.withSectionsCount === 0) cards.push({ key: 'extract', ...S.extractSections });
  else if (phase !== 'writing') cards.push({ key: 'evidence', ...S.useEvidence });
  return cards;
}

export function essayState(essay: Essay, articles: readonly SavedArticle[] = []) {
  const drafts = Object.values(essay.draft_sections);
  const research = researchState(articles, essay.saved_articles.length);
  return {
    hasPrompt: essay.prompt.trim() !== '',
    hasBrainstormIdeas: essay.brainstorm_ideas.length > 0,
    hasThesis: essay.thesis_statement.trim() !== '',
    hasOutline: essay.outline.length > 0,
    hasDraftContent: drafts.some((d) => d.content.trim() !== ''),
    hasArticles: research.articleCount > 0,
    hasAnalyzedArticles: research.analyzedCount > 0,
    hasArticleSections: research.sectionsCount > 0,
    currentPhase: essay.current_phase,
    articleCount: research.articleCount,
    analyzedCount: research.analyzedCount,
    sectionsCount: research.sectionsCount,
    totalWordCount: drafts.reduce((n, d) => n + countWords(d.content), 0),
    brainstormCount: essay.brainstorm_ideas.length,
  };
}

export function currentEssayPayload(essay: Essay) {
  return {
    id: essay.id,
    title: essay.title,
    prompt: essay.prompt,
    thesis_statement: essay.thesis_statement,
    brainstorm_ideas: essay.brainstorm_ideas,
    current_phase: essay.current_phase,
    draft_sections: essay.draft_sections,
    word_count: essay.word_count,
    essay_type: essay.essay_type,
    writing_style: essay.writing_style,
    target_length: essay.target_length,
  };
}

/** The saved articles as the chat and the suggestions read them: analysis state, prompt score, content sections. */
export function savedArticlesPayload(articles: readonly SavedArticle[]) {
  return articles.map((a) => ({
    id: a.id,
    title: a.title,
    authors: a.authors,
    year: a.year,
    abstract: a.abstract.slice(0, 20_000),
    hasAnalysis: isAnalysed(a),
    hasSections: contentSections(a).length > 0,
    relevanceScore: promptScore(a),
    sections: contentSections(a)
      .slice(0, 60)
      .map((s) => ({ heading: s.heading.slice(0, 500), summary: s.summary.slice(0, 5_000) })),
  }));
}

/** The AI Writing Helper box (spec 2 §2.7). */
export function WritingHelper({
  essay,
  inputRef,
  onAction,
}: {
  essay: Essay;
  inputRef: RefObject<HTMLInputElement | null>;
  onAction: (key: string) => void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const research = useEssayArticles(essay);
  const articles = research.data ?? [];

  async function send(text: string) {
    const message = text.trim();
    if (!message || busy) return;
    const history = messages.slice(-6).map((m) => ({ role: m.role, content: m.content }));
    setMessages((list) => [...list, { role: 'user', content: message, timestamp: new Date().toISOString() }]);
    setInput('');
    setBusy(true);
    try {
      const reply = await essayAiApi.chat({
        message,
        essayState: essayState(essay, articles),
        currentEssay: currentEssayPayload(essay),
        savedArticles: savedArticlesPayload(articles),
        conversationHistory: history,
        citationStyle: readCitationStyle(),
      });
      const content = reply.response;
      if (reply.success !== false && content)
        setMessages((list) => [...list, { role: 'assistant', content, timestamp: new Date().toISOString() }]);
    } catch {
      setMessages((list) => [
        ...list,
        { role: 'assistant', content: M.chatFailed, timestamp: new Date().toISOString() },
      ]);
    } finally {
      setBusy(false);
      window.setTimeout(() => listRef.current?.scrollTo({ top: listRef.current.scrollHeight }), 0);
    }
  }

  const cards = helperSuggestions(essay, articles);
  return (
    <Card aria-labelledby="helper-title">
      <CardHeader>
        <CardTitle id="helper-title" className="flex items-center gap-2 text-base">
          <Lightbulb className="size-4 text-primary" aria-hidden="true" />
          {ESSAYS_COPY.aiWritingHelper}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-label={ESSAYS_COPY.helperConversation}
          className="h-48 overflow-y-auto rounded-md border border-border bg-muted/40 p-2 text-sm"
        >
          {messages.length === 0 ? (
            <div className="grid gap-2 p-1">
              <p className="text-muted-foreground">{M.helperHint}</p>
              <div className="flex flex-wrap gap-1.5">
                {M.helperExamples.map((ex) => (
                  <button
                    key={ex}
                    type="button"
                    className="rounded-full border border-border bg-card px-2.5 py-1 text-xs hover:bg-muted"
                    onClick={() => void send(ex)}
                  >
                    {ex}
                  </button>
                ))}
              </div>
            </div>
          ) : (
            <ul className="grid gap-2">
              {messages.map((m, i) => (
                <li
                  key={i}
                  className={cn(
                    'max-w-[90%] min-w-0 rounded-lg px-2.5 py-1.5 [overflow-wrap:anywhere]',
                    m.role === 'user'
                      ? 'ml-auto bg-primary text-primary-foreground whitespace-pre-wrap'
                      : 'bg-card shadow-sm',
                  )}
                >
                  {m.role === 'user' ? m.content : <WritingMarkdown text={m.content} />}
                </li>
              ))}
            </ul>
          )}
          {busy ? <p className="mt-2 text-xs text-muted-foreground">{M.thinking}</p> : null}
        </div>
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send(input);
          }}
        >
          <Input
            ref={inputRef}
            value={input}
            disabled={busy}
            aria-label={ESSAYS_COPY.helperMessage}
            placeholder={M.helperPlaceholder}
            onChange={(e) => setInput(e.target.value)}
          />
          <Button type="submit" disabled={busy || input.trim() === ''}>
            <Send aria-hidden="true" />
            {M.send}
          </Button>
        </form>
        {cards.length > 0 ? (
          <ul className="grid gap-2">
            {cards.map((c) => (
              <li
                key={c.key}
                className={cn(
                  'flex items-center gap-2 rounded-md border p-2 text-sm',
                  c.warning ? 'border-warning/40 bg-warning-soft' : 'border-border bg-card',
                )}
              >
                {c.warning ? (
                  <TriangleAlert className="size-4 shrink-0 text-warning" aria-hidden="true" />
                ) : null}
                <span className="min-w-0 flex-1 font-medium">{c.title}</span>
                <Button size="sm" variant="outline" onClick={() => onAction(c.key)}>
                  {c.action}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
