import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircle2, ChevronDown, ChevronUp, FileText, Plus, Sparkles, X } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../shared/messages';
import {
  APPROVED_PROMPT_PAUSE_MS,
  BRAINSTORM_LIMITS,
  canLeaveThesis,
  canSavePrompt,
  canSaveThesis,
  checkBrainstormIdea,
  thesisShortfall,
} from '../../../../shared/essays/rules';
import {
  ACADEMIC_SECTIONS,
  characterCountOf,
  countWords,
  SECTION_LABELS,
  wordCountOf,
  type AcademicSection,
} from '../../../../shared/essays/word-count';
import {
  OUTLINE_STATUS_LABELS,
  outlineBarColour,
  outlineSectionProgress,
  outlineSectionStatus,
  writingProgress,
  WRITING_TARGET_WORDS,
} from '../../../../shared/essays/progress';
import { formatScore } from '../../../../shared/research/relevance';
import type { Essay, OutlineSection, ThesisReviewRecord } from '../../../../shared/schemas/essays';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import { essayAiApi, type EvidenceCard, type PromptReview } from '../api/essays-api';
import type { EssayEditor } from '../hooks/use-essay-editor';
import { currentEssayPayload, savedArticlesPayload } from './writing-helper';
import { ResearchElementsPanel, useEssayArticles } from './research-elements-panel';
import { assignedArticleLabel } from '../lib/research-elements';
import { researchState } from '../lib/research-state';
import { checkDraft, type DraftCheck } from '../../../../shared/essays/draft-checks';
import { evidenceInsertText, readCitationStyle } from '../lib/evidence';
import { WritingMarkdown } from './writing-markdown';

const textareaClass =
  'w-full rounded-md border border-input bg-card p-3 text-sm leading-relaxed shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

interface PhaseProps {
  essay: Essay;
  editor: EssayEditor;
}

// ───────────────────────────── prompt ─────────────────────────────

export function PromptPhase({ essay, editor, onApproved }: PhaseProps & { onApproved: () => void }) {
  const id = useId();
  const [prompt, setPrompt] = useState(essay.prompt);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'rejected' | 'approved' | 'error'; feedback?: string } | null>(
    null,
  );
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function save() {
    if (!canSavePrompt(prompt) || busy) return;
    setBusy(true);
    setResult(null);
    let review: PromptReview;
    try {
      review = await essayAiApi.reviewPrompt(prompt.trim(), essay);
    } catch {
      setResult({ kind: 'error' });
      setBusy(false);
      return;
    }
    if (!review.approved) {
      setResult({ kind: 'rejected', ...(review.feedback ? { feedback: review.feedback } : {}) });
      setBusy(false);
      return;
    }
    editor.edit({ prompt: prompt.trim() }, { immediate: true });
    setResult({ kind: 'approved', ...(review.feedback ? { feedback: review.feedback } : {}) });
    timer.current = window.setTimeout(() => {
      setBusy(false);
      onApproved();
    }, APPROVED_PROMPT_PAUSE_MS);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Essay Prompt</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          What is your essay about?
        </label>
        <textarea
          id={id}
          rows={6}
          className={textareaClass}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder="Paste or write the essay prompt you were given..."
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground">{prompt.length} characters</span>
          <Button onClick={() => void save()} disabled={!canSavePrompt(prompt) || busy}>
            {busy && result === null ? 'Reviewing...' : 'Save Prompt'}
          </Button>
        </div>
        {result?.kind === 'rejected' ? (
          <div
            role="alert"
            className="rounded-md border border-danger/30 bg-danger-soft p-3 text-sm text-danger"
          >
            <p className="font-semibold">{M.promptNeedsImprovement}</p>
            {result.feedback ? <p className="mt-1 text-foreground">{result.feedback}</p> : null}
          </div>
        ) : null}
        {result?.kind === 'error' ? (
          <p role="alert" className="text-sm text-danger">
            {M.promptReviewFailed}
          </p>
        ) : null}
        {result?.kind === 'approved' ? (
          <div
            role="status"
            className="rounded-md border border-success/30 bg-success-soft p-3 text-sm text-success"
          >
            <p className="flex items-center gap-1.5 font-semibold">
              <CheckCircle2 className="size-4" aria-hidden="true" /> Prompt approved and saved.
            </p>
            {result.feedback ? <p className="mt-1 text-foreground">{result.feedback}</p> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

// ───────────────────────────── brainstorm ─────────────────────────────

export function BrainstormPhase({ essay, editor, onNext }: PhaseProps & { onNext: () => void }) {
  const id = useId();
  const [idea, setIdea] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ideas = essay.brainstorm_ideas;

  function add() {
    const check = checkBrainstormIdea(idea, ideas);
    if (!check.ok) {
      setError(
        check.reason === 'empty'
          ? M.ideaEmpty
          : check.reason === 'too_long'
            ? M.ideaTooLong(BRAINSTORM_LIMITS.maxIdeaLength)
            : M.tooManyIdeas(BRAINSTORM_LIMITS.maxIdeas),
      );
      return;
    }
    editor.edit({ brainstorm_ideas: [...ideas, check.idea] }, { immediate: true });
    setIdea('');
    setError(null);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Brainstorm Ideas</CardTitle>
        <p className="text-sm text-muted-foreground">
          Optional: jot down the ideas you may use. Press Enter to add one.
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={id} className="sr-only">
          New idea
        </label>
        <Input
          id={id}
          value={idea}
          maxLength={BRAINSTORM_LIMITS.maxIdeaLength}
          disabled={ideas.length >= BRAINSTORM_LIMITS.maxIdeas}
          placeholder="Type an idea and press Enter"
          onChange={(e) => setIdea(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>
            {idea.length}/{BRAINSTORM_LIMITS.maxIdeaLength}
          </span>
          <span>
            {ideas.length}/{BRAINSTORM_LIMITS.maxIdeas} ideas
          </span>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        {ideas.length > 0 ? (
          <ul className="grid gap-1.5" aria-label="Ideas">
            {ideas.map((text, i) => (
              <li
                key={`${i}-${text}`}
                className="flex items-start gap-2 rounded-md border border-border bg-card px-3 py-2 text-sm"
              >
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{text}</span>
                <button
                  type="button"
                  aria-label={`Remove idea ${text}`}
                  className="rounded text-muted-foreground hover:text-foreground"
                  onClick={() =>
                    editor.edit({ brainstorm_ideas: ideas.filter((_, j) => j !== i) }, { immediate: true })
                  }
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onNext}>
            Skip to Thesis
          </Button>
          <Button onClick={onNext} disabled={ideas.length === 0}>
            Next
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

// ───────────────────────────── thesis ─────────────────────────────

function fallbackReview(): ThesisReviewRecord {
  return {
    feedback: M.thesisReviewFallback,
    prompt_congruency: 'low',
    essay_type_alignment: 'needs_improvement',
    considerations: [
      'Check that the thesis answers the prompt directly.',
      'Make sure the thesis states a clear, arguable position.',
      'Confirm the thesis can be supported with evidence in the body.',
    ],
    suggestions: [],
    reviewed_at: new Date().toISOString(),
  };
}

const LEVEL_LABEL: Record<string, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  excellent: 'Excellent',
  good: 'Good',
  needs_improvement: 'Needs improvement',
};

export function ThesisReview({ review }: { review: ThesisReviewRecord }) {
  return (
    <section
      aria-label="Thesis review"
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm"
    >
      <h3 className="font-semibold">AI Thesis Review</h3>
      <p>{review.feedback}</p>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="rounded-md bg-card p-2">
          <dt className="text-xs text-muted-foreground">Prompt congruency</dt>
          <dd className="font-semibold">
            {LEVEL_LABEL[review.prompt_congruency] ?? review.prompt_congruency}
          </dd>
        </div>
        <div className="rounded-md bg-card p-2">
          <dt className="text-xs text-muted-foreground">Essay type alignment</dt>
          <dd className="font-semibold">
            {LEVEL_LABEL[review.essay_type_alignment] ?? review.essay_type_alignment}
          </dd>
        </div>
      </dl>
      {review.considerations.length > 0 ? (
        <div>
          <h4 className="font-medium">Considerations</h4>
          <ul className="mt-1 list-disc pl-5">
            {review.considerations.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.suggestions.length > 0 ? (
        <div>
          <h4 className="font-medium">Suggestions</h4>
          <ul className="mt-1 list-disc pl-5">
            {review.suggestions.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

export function ThesisPhase({ essay, editor, onNext }: PhaseProps & { onNext: () => void }) {
  const id = useId();
  const [thesis, setThesis] = useState(essay.thesis_statement);
  const [reviewing, setReviewing] = useState(false);
  const short = thesisShortfall(thesis);
  const review = essay.thesis_review;

  async function save() {
    if (!canSaveThesis(thesis, essay.thesis_statement) || reviewing) return;
    const text = thesis.trim();
    editor.edit({ thesis_statement: text, thesis_review: null }, { immediate: true });
    setReviewing(true);
    let result: ThesisReviewRecord;
    try {
      result = await essayAiApi.reviewThesis(text, { ...essay, thesis_statement: text });
    } catch {
      result = fallbackReview();
    }
    editor.edit(
      { thesis_review: { ...result, reviewed_at: result.reviewed_at ?? new Date().toISOString() } },
      { immediate: true },
    );
    setReviewing(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Thesis Statement</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          Your thesis
        </label>
        <textarea
          id={id}
          rows={4}
          className={textareaClass}
          value={thesis}
          onChange={(e) => setThesis(e.target.value)}
        />
        {short ? (
          <div
            role="status"
            className="rounded-md border border-warning/40 bg-warning-soft p-3 text-sm text-warning"
          >
            <p className="font-semibold">{M.thesisTooShort}</p>
            <p className="text-foreground">
              Current: {short.current} · Required: {short.required} · Needed: {short.needed} more characters
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            onClick={() => void save()}
            disabled={!canSaveThesis(thesis, essay.thesis_statement) || reviewing}
          >
            {reviewing ? 'Reviewing...' : 'Save Thesis'}
          </Button>
          <Button onClick={onNext} disabled={reviewing || !canLeaveThesis(essay.thesis_statement, review)}>
            Next
          </Button>
        </div>
        {reviewing ? <p className="text-sm text-muted-foreground">{M.thinking}</p> : null}
        {review && !reviewing ? <ThesisReview review={review} /> : null}
      </CardContent>
    </Card>
  );
}

// ───────────────────────────── outline ─────────────────────────────

/** Sections generated from the thesis and ideas: an introduction, one body per idea (1-3), a conclusion. */
export function buildOutline(essay: Essay): OutlineSection[] {
  const ideas = essay.brainstorm_ideas;
  const bodies = Math.min(Math.max(ideas.length, 1), 3);
  const out: OutlineSection[] = [
    {
      id: 'introduction',
      type: 'introduction',
      title: 'Introduction',
      content: essay.thesis_statement
        ? `Introduce the topic and state the thesis: ${essay.thesis_statement}`
        : '',
      position: 0,
      assignedArticles: [],
      assignedSections: [],
      brainstormIdeas: [],
    },
  ];
  for (let i = 0; i < bodies; i += 1) {
    const own = ideas.filter((_, j) => j % bodies === i);
    out.push({
      id: `body-${i + 1}`,
      type: 'body',
      title: `Body Paragraph ${i + 1}`,
      content: own[0] ?? '',
      position: i + 1,
      assignedArticles: [],
      assignedSections: [],
      brainstormIdeas: own,
    });
  }
  out.push({
    id: 'conclusion',
    type: 'conclusion',
    title: 'Conclusion',
    content: 'Restate the thesis and sum up the main points.',
    position: bodies + 1,
    assignedArticles: [],
    assignedSections: [],
    brainstormIdeas: [],
  });
  return out;
}

/**
 * Words written for one outline section: the introduction and conclusion texts, and for Body Paragraph N the Nth
 * paragraph of the body text (paragraphs are separated by a blank line), so each body paragraph counts its own words.
 */
export function outlineWords(
  essay: Essay,
  outline: readonly OutlineSection[],
  section: OutlineSection,
): number {
  const text = essay.draft_sections[section.type]?.content ?? '';
  if (section.type !== 'body') return countWords(text);
  const bodies = outline.filter((o) => o.type === 'body');
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  const index = bodies.findIndex((o) => o.id === section.id);
  // The last outline body also counts any further paragraphs written beyond the outline.
  const own = index === bodies.length - 1 ? paragraphs.slice(index) : paragraphs.slice(index, index + 1);
  return own.reduce((n, p) => n + countWords(p), 0);
}

const BAR = { green: 'bg-success', amber: 'bg-warning', blue: 'bg-primary' } as const;

export function OutlinePanel({
  essay,
  editor,
  onStartWriting,
}: PhaseProps & { onStartWriting: (section: AcademicSection) => void }) {
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [newIdea, setNewIdea] = useState('');
  const articles = useEssayArticles(essay);
  const outline = essay.outline;
  const words = (s: OutlineSection) => outlineWords(essay, outline, s);
  const counts = {
    introduction: outline.filter((s) => s.type === 'introduction').length,
    body: outline.filter((s) => s.type === 'body').length,
    conclusion: outline.filter((s) => s.type === 'conclusion').length,
  };
  return (
    <section aria-labelledby="outline-title" className="grid gap-2">
      <h3 id="outline-title" className="font-semibold">
        Outline
      </h3>
      {outline.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.noOutlineSections}</p>
      ) : (
        <ul className="grid gap-2">
          {outline.map((s, index) => {
            const w = words(s);
            const progress = outlineSectionProgress(w);
            const expanded = open === s.id;
            return (
              <li key={s.id} className="rounded-md border border-border bg-card p-2 text-sm">
                <div className="flex items-center gap-2">
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate font-medium">
                    {s.title || `Body Paragraph ${index}`}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {OUTLINE_STATUS_LABELS[outlineSectionStatus(w)]}
                  </span>
                  <span className="text-xs text-muted-foreground">{w}w</span>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-label={`${expanded ? 'Collapse' : 'Expand'} ${s.title}`}
                    className="rounded p-0.5 hover:bg-muted"
                    onClick={() => setOpen(expanded ? null : s.id)}
                  >
                    {expanded ? <ChevronUp className="size-4" /> : <ChevronDown className="size-4" />}
                  </button>
                </div>
                <div className="mt-1.5 h-1.5 rounded-full bg-muted">
                  <div
                    className={cn('h-full rounded-full', BAR[outlineBarColour(progress)])}
                    style={{ width: `${progress}%` }}
                  />
                </div>
                {expanded ? (
                  <div className="mt-2 grid gap-2">
                    <textarea
                      aria-label={`${s.title} plan`}
                      rows={3}
                      className={textareaClass}
                      placeholder={M.outlinePlaceholder}
                      value={s.content}
                      onChange={(e) =>
                        editor.edit({
                          outline: outline.map((o) =>
                            o.id === s.id ? { ...o, content: e.target.value } : o,
                          ),
                        })
                      }
                    />
                    {s.assignedArticles.length > 0 ? (
                      <div className="grid gap-0.5">
                        <span className="text-xs font-medium">Articles</span>
                        <ul className="list-disc pl-5 text-xs text-muted-foreground">
                          {s.assignedArticles.map((id) => (
                            <li key={String(id)}>{assignedArticleLabel(articles.data ?? [], String(id))}</li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                    {s.brainstormIdeas.length > 0 ? (
                      <div className="grid gap-0.5">
                        <span className="text-xs font-medium">Ideas</span>
                        <ul className="list-disc pl-5 text-xs text-muted-foreground">
                          {s.brainstormIdeas.map((idea, i) => (
                            <li key={i}>{idea}</li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                    {adding === s.id ? (
                      <form
                        className="flex gap-2"
                        onSubmit={(e) => {
                          e.preventDefault();
                          const idea = newIdea.trim();
                          if (idea && !s.brainstormIdeas.includes(idea))
                            editor.edit({
                              outline: outline.map((o) =>
                                o.id === s.id ? { ...o, brainstormIdeas: [...o.brainstormIdeas, idea] } : o,
                              ),
                            });
                          setNewIdea('');
                          setAdding(null);
                        }}
                      >
                        <Input
                          autoFocus
                          aria-label={`New idea for ${s.title || 'this section'}`}
                          value={newIdea}
                          maxLength={200}
                          onChange={(e) => setNewIdea(e.target.value)}
                          onKeyDown={(e) => {
                            if (e.key === 'Escape') setAdding(null);
                          }}
                          className="h-9"
                        />
                        <Button size="sm" type="submit" disabled={!newIdea.trim()}>
                          Add
                        </Button>
                      </form>
                    ) : null}
                    <div className="flex gap-2">
                      <Button size="sm" onClick={() => onStartWriting(s.type)}>
                        {M.startWriting}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-expanded={adding === s.id}
                        onClick={() => setAdding(adding === s.id ? null : s.id)}
                      >
                        <Plus aria-hidden="true" />
                        {M.addIdea}
                      </Button>
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        {counts.introduction} introduction · {counts.body} body · {counts.conclusion} conclusion ·{' '}
        {wordCountOf(essay.draft_sections).total} words
      </p>
    </section>
  );
}

// ───────────────────────────── writing ─────────────────────────────

const PLACEHOLDERS: Record<AcademicSection, string> = {
  introduction: 'Hook the reader, give context and end with your thesis...',
  body: 'Develop your main points with evidence and analysis...',
  conclusion: 'Restate your thesis and sum up your argument...',
};

function SuggestionModal({
  essay,
  section,
  onClose,
  onApply,
}: {
  essay: Essay;
  section: AcademicSection;
  onClose: () => void;
  onApply: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<SuggestionResult | null>(null);
  const research = useEssayArticles(essay);
  const articles = research.data ?? [];
  const available = researchState(articles, essay.saved_articles.length);
  const content = essay.draft_sections[section]?.content ?? '';

  async function generate() {
    setBusy(true);
    setError(null);
    try {
      const reply = await essayAiApi.suggest({
        sectionType: section,
        currentEssay: currentEssayPayload(essay),
        savedArticles: savedArticlesPayload(articles),
        existingContent: content,
        citationStyle: readCitationStyle(),
        outlinePoint: essay.outline
          .filter((o) => o.type === section)
          .map((o) => o.content.trim())
          .filter(Boolean)
          .join('\n'),
      });
      if (reply.success === false || !reply.suggestion) setError(M.suggestionFailed);
      else
        setResult({
          text: reply.suggestion,
          prose: reply.mode === 'prose',
          evidence: reply.evidence ?? [],
          ...(reply.note ? { note: reply.note } : {}),
        });
    } catch (e) {
      const status = (e as { status?: number }).status;
      const message = e instanceof Error && e.message ? e.message : '';
      setError(
        status === 402 || status === 429
          ? message
          : status
            ? message || M.httpError(status)
            : M.suggestionFailedAi,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>AI Writing Suggestions: {SECTION_LABELS[section] ?? section}</DialogTitle>
          <DialogDescription>
            Get guidance and evidence from your saved articles, then insert what you use.
          </DialogDescription>
        </DialogHeader>
        <div className="mt-4 grid min-w-0 gap-3 text-sm">
          <dl className="grid gap-1 rounded-md bg-muted/50 p-3">
            <div className="flex gap-2">
              <dt className="font-medium">Title:</dt>
              <dd className="min-w-0 break-words">{essay.title}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">Thesis:</dt>
              <dd className="min-w-0 break-words">{essay.thesis_statement || M.notSet}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">Current content:</dt>
              <dd>{content ? `${content.length} characters` : M.empty}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">Saved articles:</dt>
              <dd>{available.articleCount}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">Available sections:</dt>
              <dd data-testid="available-sections">{available.sectionsCount}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">Section type:</dt>
              <dd>{section}</dd>
            </div>
          </dl>
          <Button onClick={() => void generate()} disabled={busy}>
            <Sparkles aria-hidden="true" />
            {busy ? M.generatingSuggestion : M.generateSuggestion}
          </Button>
          {error ? (
            <p role="alert" className="rounded-md border border-danger/30 bg-danger-soft p-2 text-danger">
              {error}
            </p>
          ) : null}
          {result ? (
            <>
              <div
                aria-label="Suggestion"
                className="max-h-64 overflow-y-auto rounded-md border border-border p-3 break-words"
              >
                <WritingMarkdown text={result.text} />
              </div>
              {result.note ? (
                <p role="status" className="rounded-md border border-warning/30 bg-warning-soft p-2 text-sm">
                  {result.note}
                </p>
              ) : null}
              {result.prose ? (
                <Button variant="secondary" onClick={() => onApply(result.text)}>
                  {M.applySuggestion}
                </Button>
              ) : null}
              {result.evidence.length > 0 ? (
                <section aria-label="Evidence from your articles" className="grid gap-2">
                  <h4 className="font-medium">Evidence from your articles</h4>
                  <ul className="grid gap-2">
                    {result.evidence.map((card) => (
                      <li
                        key={card.id}
                        className="grid gap-1.5 rounded-md border border-border p-2"
                        aria-label={`Evidence from ${card.articleTitle}`}
                      >
                        <blockquote className="border-l-2 border-primary pl-2 break-words">
                          “{card.quote}”
                        </blockquote>
                        <p className="text-xs break-words text-muted-foreground">
                          {card.citation} · {card.articleTitle} · {card.section} · relevance{' '}
                          {formatScore(card.relevance)}
                        </p>
                        <div className="flex flex-wrap gap-2">
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => onApply(evidenceInsertText(card, 'quote'))}
                          >
                            Insert quote
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => onApply(evidenceInsertText(card, 'paraphrase'))}
                          >
                            Insert paraphrase scaffold
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

interface SuggestionResult {
  text: string;
  /** Model prose that cites only the evidence passages (may be applied); otherwise coaching that is not draft text. */
  prose: boolean;
  /** What the citation check removed from the prose (e.g. invented citations), said to the student. */
  note?: string;
  evidence: EvidenceCard[];
}

export function WritingPhase({
  essay,
  editor,
  onComplete,
  completing,
  side,
}: PhaseProps & { onComplete: () => void; completing: boolean; side: React.ReactNode }) {
  const [modal, setModal] = useState<AcademicSection | null>(null);
  const [showPanels, setShowPanels] = useState(false);
  const [checklist, setChecklist] = useState<DraftCheck[] | null>(null);
  const totals = wordCountOf(essay.draft_sections);

  /** Complete Essay checks the draft first; with problems the student sees the list and may still complete. */
  function requestComplete() {
    const checks = checkDraft({
      draft_sections: essay.draft_sections,
      thesis_statement: essay.thesis_statement,
      target_length: essay.target_length,
      savedArticleCount: essay.saved_articles.length,
    });
    if (checks.every((c) => c.ok)) onComplete();
    else setChecklist(checks);
  }
  const progress = Math.round(writingProgress(totals.total));

  function setSection(section: AcademicSection, content: string) {
    editor.edit({ draft_sections: { ...essay.draft_sections, [section]: { content } } });
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showPanels}
          onClick={() => setShowPanels((s) => !s)}
        >
          {showPanels ? 'Hide Research & Outline' : 'Show Research & Outline'}
        </Button>
      </div>
      {showPanels ? (
        <div className="grid gap-4 rounded-lg border border-border bg-card p-4 lg:grid-cols-2">
          <ResearchElementsPanel essay={essay} editor={editor} />
          {side}
        </div>
      ) : null}
      {ACADEMIC_SECTIONS.map((section) => {
        const content = essay.draft_sections[section]?.content ?? '';
        return (
          <Card key={section}>
            <CardHeader className="flex flex-row items-center justify-between gap-2">
              <CardTitle className="text-base">
                <label htmlFor={`section-${section}`}>{SECTION_LABELS[section]}</label>
              </CardTitle>
              <div className="flex items-center gap-2">
                <span className="text-xs text-muted-foreground">{countWords(content)} words</span>
                <Button size="sm" variant="outline" onClick={() => setModal(section)}>
                  <Sparkles aria-hidden="true" />
                  <span>AI Suggestions</span>
                </Button>
              </div>
            </CardHeader>
            <CardContent>
              <textarea
                id={`section-${section}`}
                rows={section === 'body' ? 12 : 6}
                className={textareaClass}
                placeholder={PLACEHOLDERS[section]}
                value={content}
                onChange={(e) => setSection(section, e.target.value)}
              />
            </CardContent>
          </Card>
        );
      })}
      <div className="grid gap-2 rounded-lg border border-border bg-card p-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>
            <strong>{totals.total}</strong> words · <strong>{characterCountOf(essay.draft_sections)}</strong>{' '}
            characters
          </span>
          <span className="text-muted-foreground">
            {progress}% of {WRITING_TARGET_WORDS} words
          </span>
        </div>
        <div
          className="h-2 rounded-full bg-muted"
          role="progressbar"
          aria-label="Writing progress"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
        <div className="flex justify-end">
          <Button onClick={requestComplete} disabled={completing}>
            {completing ? M.saving : M.completeEssay}
          </Button>
        </div>
      </div>
      {checklist ? (
        <Dialog open onOpenChange={(o) => (o ? undefined : setChecklist(null))}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Before you complete your essay</DialogTitle>
              <DialogDescription>
                Some checks of your draft did not pass. You can keep writing or complete it anyway.
              </DialogDescription>
            </DialogHeader>
            <ul aria-label="Draft checklist" className="mt-3 grid gap-2 text-sm">
              {checklist.map((c) => (
                <li key={c.id} className="flex gap-2">
                  {c.ok ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <X className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
                  )}
                  <span className="min-w-0 break-words">
                    <span className="font-medium">
                      {c.ok ? 'Done: ' : 'To fix: '}
                      {c.label}
                    </span>
                    <span className="block text-muted-foreground">{c.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setChecklist(null)}>
                Keep writing
              </Button>
              <Button
                onClick={() => {
                  setChecklist(null);
                  onComplete();
                }}
              >
                Complete anyway
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
      {modal ? (
        <SuggestionModal
          essay={essay}
          section={modal}
          onClose={() => setModal(null)}
          onApply={(text) => {
            const current = essay.draft_sections[modal]?.content ?? '';
            setSection(modal, current.trim() ? `${current.trimEnd()}\n\n${text}` : text);
            void editor.flush();
            setModal(null);
          }}
        />
      ) : null}
    </div>
  );
}
