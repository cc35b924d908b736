import { useState } from 'react';
import { Plus, Trash2, Users, Map } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../shared/messages';
import { CREATIVE_ESSAY_TYPES, optionLabel } from '../../../../shared/essays/options';
import {
  canEnterPhase,
  completePhase,
  CREATIVE_PHASE_VIEWS,
  CREATIVE_PHASES,
  creativeStep,
  PHASE_LABELS,
  phaseMark,
  switchPhase,
  type EssayPhase,
} from '../../../../shared/essays/phases';
import { splitStoryIdeas } from '../../../../shared/essays/rules';
import { draftProgress } from '../../../../shared/essays/progress';
import { countWords, CREATIVE_SECTION } from '../../../../shared/essays/word-count';
import type { Essay } from '../../../../shared/schemas/essays';
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
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { useEssayEditor, type EssayEditor } from '../hooks/use-essay-editor';
import { ConflictBanner, EssaySidebar } from './essay-chrome';
import { EssayHeader, WrongType } from './academic-workspace';
import { APP_COPY } from '../../../lib/messages';
import { ESSAYS_COPY } from '../messages';

const textareaClass =
  'w-full rounded-md border border-input bg-card p-3 text-sm leading-relaxed shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

type Phase = (typeof CREATIVE_PHASES)[number];

interface Character {
  name: string;
  role: string;
  description: string;
  traits: string;
  arc: string;
}
interface PlotPoint {
  title: string;
  description: string;
  act: number;
  order: number;
}

function asCharacters(value: unknown): Character[] {
  return Array.isArray(value)
    ? value.filter((c): c is Character => typeof c === 'object' && c !== null && 'name' in c)
    : [];
}
function asPlotPoints(value: unknown): PlotPoint[] {
  return Array.isArray(value)
    ? value.filter((p): p is PlotPoint => typeof p === 'object' && p !== null && 'title' in p)
    : [];
}

function CharactersDialog({
  essay,
  editor,
  onClose,
}: {
  essay: Essay;
  editor: EssayEditor;
  onClose: () => void;
}) {
  const list = asCharacters(essay.metadata.characters);
  const empty: Character = { name: '', role: '', description: '', traits: '', arc: '' };
  const [draft, setDraft] = useState<Character>(empty);
  const save = (characters: Character[]) =>
    editor.edit(
      { metadata: { ...essay.metadata, characters: characters as unknown as Record<string, unknown>[] } },
      { immediate: true },
    );
  const field = (key: keyof Character, label: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`char-${key}`}>{label}</Label>
      <Input
        id={`char-${key}`}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent width="2xl" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{M.manageCharacters}</DialogTitle>
          <DialogDescription>{ESSAYS_COPY.charactersDescription}</DialogDescription>
        </DialogHeader>
        <ul className="mt-3 grid gap-2 text-sm">
          {list.map((c, i) => (
            <li key={i} className="flex items-start gap-2 rounded-md border border-border p-2">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {c.name}{' '}
                  {c.role ? <span className="font-normal text-muted-foreground">· {c.role}</span> : null}
                </p>
                {c.description ? <p>{c.description}</p> : null}
                {c.traits ? <p className="text-muted-foreground">{ESSAYS_COPY.traits(c.traits)}</p> : null}
                {c.arc ? <p className="text-muted-foreground">{ESSAYS_COPY.arc(c.arc)}</p> : null}
              </div>
              <Button
                size="sm"
                variant="ghost"
                aria-label={ESSAYS_COPY.remove(c.name)}
                onClick={() => save(list.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <form
          className="mt-3 grid gap-2 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!draft.name.trim()) return;
            save([...list, { ...draft, name: draft.name.trim() }]);
            setDraft(empty);
          }}
        >
          {field('name', ESSAYS_COPY.characterFields.name)}
          {field('role', ESSAYS_COPY.characterFields.role)}
          {field('description', ESSAYS_COPY.characterFields.description)}
          {field('traits', ESSAYS_COPY.characterFields.traits)}
          {field('arc', ESSAYS_COPY.characterFields.arc)}
          <div className="flex items-end gap-2">
            <Button type="submit" disabled={!draft.name.trim()}>
              <Plus aria-hidden="true" />
              {ESSAYS_COPY.addCharacter}
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              {M.close}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PlotDialog({ essay, editor, onClose }: { essay: Essay; editor: EssayEditor; onClose: () => void }) {
  const list = asPlotPoints(essay.metadata.plotPoints);
  const [draft, setDraft] = useState({ title: '', description: '', act: 1 });
  const save = (points: PlotPoint[]) =>
    editor.edit(
      { metadata: { ...essay.metadata, plotPoints: points as unknown as Record<string, unknown>[] } },
      { immediate: true },
    );
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent width="2xl" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{M.planPlot}</DialogTitle>
          <DialogDescription>{ESSAYS_COPY.plotDescription}</DialogDescription>
        </DialogHeader>
        <div className="mt-3 grid gap-3 text-sm">
          {[1, 2, 3].map((act) => (
            <section key={act} aria-label={ESSAYS_COPY.act(act)}>
              <h3 className="font-semibold">{ESSAYS_COPY.act(act)}</h3>
              <ol className="mt-1 grid gap-1">
                {list
                  .filter((p) => p.act === act)
                  .sort((a, b) => a.order - b.order)
                  .map((p) => (
                    <li
                      key={`${p.act}-${p.order}-${p.title}`}
                      className="flex items-start gap-2 rounded-md border border-border p-2"
                    >
                      <span className="min-w-0 flex-1">
                        <strong>{p.title}</strong>
                        {p.description ? ` — ${p.description}` : ''}
                      </span>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={ESSAYS_COPY.remove(p.title)}
                        onClick={() => save(list.filter((q) => q !== p))}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
              </ol>
            </section>
          ))}
        </div>
        <form
          className="mt-3 grid gap-2 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!draft.title.trim()) return;
            const order = list.filter((p) => p.act === draft.act).length + 1;
            save([
              ...list,
              { title: draft.title.trim(), description: draft.description, act: draft.act, order },
            ]);
            setDraft({ title: '', description: '', act: draft.act });
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor="plot-title">{ESSAYS_COPY.plotPoint}</Label>
            <Input
              id="plot-title"
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="plot-act">{ESSAYS_COPY.actLabel}</Label>
            <select
              id="plot-act"
              value={draft.act}
              onChange={(e) => setDraft({ ...draft, act: Number(e.target.value) })}
              className="h-10 rounded-md border border-input bg-card px-2 text-sm"
            >
              {[1, 2, 3].map((act) => (
                <option key={act} value={act}>
                  {ESSAYS_COPY.act(act)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1 sm:col-span-2">
            <Label htmlFor="plot-description">{ESSAYS_COPY.whatHappens}</Label>
            <Input
              id="plot-description"
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={!draft.title.trim()}>
              <Plus aria-hidden="true" />
              {ESSAYS_COPY.addPlotPoint}
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              {M.close}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function CreativeWorkspace({ essayId, onClose }: { essayId: string; onClose: () => void }) {
  const editor = useEssayEditor(essayId);
  const [modal, setModal] = useState<'characters' | 'plot' | null>(null);
  const [ideasText, setIdeasText] = useState<string | null>(null);
  const essay = editor.essay;
  if (editor.loadError) return <p className="py-10 text-center">{editor.loadError}</p>;
  if (!essay) return <p className="py-10 text-center text-muted-foreground">{APP_COPY.loading}</p>;
  if (!(CREATIVE_ESSAY_TYPES as readonly string[]).includes(essay.essay_type))
    return <WrongType text={M.notCreative} />;
  const current = essay;
  const phase = current.current_phase as Phase;
  const view = CREATIVE_PHASE_VIEWS[phase] ?? CREATIVE_PHASE_VIEWS.prompt;
  const story = current.draft_sections[CREATIVE_SECTION]?.content ?? '';
  const words = countWords(story);
  const percent = Math.round(draftProgress(words, current.target_length));
  const setting = (current.metadata.setting ?? {}) as {
    location?: string;
    time?: string;
    atmosphere?: string;
  };

  function goTo(to: EssayPhase) {
    if (!canEnterPhase('creative', to, current.prompt)) return;
    editor.edit(switchPhase(current, to), { immediate: true });
  }
  function next() {
    if (!canEnterPhase('creative', 'brainstorm', current.prompt)) return;
    editor.edit(completePhase('creative', current, phase), { immediate: true });
  }

  const body: Record<Phase, React.ReactNode> = {
    prompt: (
      <textarea
        aria-label={view.title}
        rows={4}
        className={textareaClass}
        placeholder={M.storyPromptPlaceholder}
        value={current.prompt}
        onChange={(e) => editor.edit({ prompt: e.target.value })}
      />
    ),
    brainstorm: (
      <div className="grid gap-1.5">
        <Label htmlFor="story-ideas">{M.storyIdeasLabel}</Label>
        <textarea
          id="story-ideas"
          rows={6}
          className={textareaClass}
          value={ideasText ?? current.brainstorm_ideas.join('\n')}
          onChange={(e) => {
            setIdeasText(e.target.value);
            editor.edit({ brainstorm_ideas: splitStoryIdeas(e.target.value) });
          }}
        />
        <p className="text-xs text-muted-foreground">{ESSAYS_COPY.oneIdeaPerLine}</p>
      </div>
    ),
    character: (
      <Button variant="outline" className="justify-self-start" onClick={() => setModal('characters')}>
        <Users aria-hidden="true" />
        {M.manageCharacters}
      </Button>
    ),
    plot: (
      <Button variant="outline" className="justify-self-start" onClick={() => setModal('plot')}>
        <Map aria-hidden="true" />
        {M.planPlot}
      </Button>
    ),
    setting: (
      <div className="grid gap-3 sm:grid-cols-3">
        {(
          [
            ['location', M.settingLocation],
            ['time', M.settingTime],
            ['atmosphere', M.settingAtmosphere],
          ] as const
        ).map(([key, label]) => (
          <div key={key} className="grid gap-1">
            <Label htmlFor={`setting-${key}`}>{label}</Label>
            <Input
              id={`setting-${key}`}
              value={setting[key] ?? ''}
              onChange={(e) =>
                editor.edit({
                  metadata: {
                    ...current.metadata,
                    setting: { location: '', time: '', atmosphere: '', ...setting, [key]: e.target.value },
                  },
                })
              }
            />
          </div>
        ))}
      </div>
    ),
    draft: (
      <div className="grid gap-2">
        <textarea
          aria-label={ESSAYS_COPY.storyDraft}
          rows={12}
          className={textareaClass}
          value={story}
          onChange={(e) =>
            editor.edit({
              draft_sections: { ...current.draft_sections, [CREATIVE_SECTION]: { content: e.target.value } },
            })
          }
        />
        <div className="flex items-center justify-between text-xs text-muted-foreground">
          <span>{ESSAYS_COPY.words(words)}</span>
          <span>{ESSAYS_COPY.percentOf(percent, optionLabel(current.target_length))}</span>
        </div>
        <div className="h-2 rounded-full bg-muted">
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>
    ),
    revise: <p className="text-sm text-muted-foreground">{ESSAYS_COPY.reviseHint}</p>,
    final: (
      <p className="text-sm text-muted-foreground">
        {current.phase_status.final === 'completed'
          ? ESSAYS_COPY.storyComplete
          : ESSAYS_COPY.markComplete(words)}
      </p>
    ),
  };

  return (
    <div className="grid gap-4">
      <EssayHeader
        essay={current}
        label={M.creativeLabel}
        extra={optionLabel(current.essay_type)}
        onBack={onClose}
        editor={editor}
      />
      <ConflictBanner editor={editor} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Card>
          <CardContent className="flex items-center justify-between gap-2 pt-4 pb-4">
            <span className="font-semibold">{M.charactersCard}</span>
            <Button size="sm" variant="outline" onClick={() => setModal('characters')}>
              {M.manageCharacters}
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex items-center justify-between gap-2 pt-4 pb-4">
            <span className="font-semibold">{M.plotCard}</span>
            <Button size="sm" variant="outline" onClick={() => setModal('plot')}>
              {M.planPlot}
            </Button>
          </CardContent>
        </Card>
      </div>
      <nav aria-label={ESSAYS_COPY.storyPhases}>
        <ol className="hidden gap-1 rounded-lg border border-border bg-card p-1 xl:flex">
          {CREATIVE_PHASES.map((p) => {
            const reachable = canEnterPhase('creative', p, current.prompt);
            return (
              <li key={p} className="flex-1">
                <button
                  type="button"
                  disabled={!reachable}
                  aria-current={p === phase ? 'step' : undefined}
                  onClick={() => goTo(p)}
                  className={cn(
                    'w-full rounded-md px-2 py-1.5 text-sm font-medium disabled:opacity-50',
                    p === phase ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                    phaseMark('creative', current, p) === 'completed' && 'text-success',
                  )}
                >
                  {PHASE_LABELS[p]}
                </button>
              </li>
            );
          })}
        </ol>
        <div className="flex items-center gap-2 xl:hidden">
          <label htmlFor="creative-step" className="text-sm font-medium">
            {M.step(creativeStep(phase), CREATIVE_PHASES.length)}
          </label>
          <select
            id="creative-step"
            value={phase}
            onChange={(e) => goTo(e.target.value as EssayPhase)}
            className="h-9 flex-1 rounded-md border border-input bg-card px-2 text-sm"
          >
            {CREATIVE_PHASES.map((p) => (
              <option key={p} value={p} disabled={!canEnterPhase('creative', p, current.prompt)}>
                {PHASE_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
      </nav>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardHeader>
            <CardTitle>{view.title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {body[phase]}
            <div className="flex justify-end">
              <Button
                onClick={next}
                disabled={
                  !current.prompt.trim() || (phase === 'final' && current.phase_status.final === 'completed')
                }
              >
                {view.action}
              </Button>
            </div>
          </CardContent>
        </Card>
        <EssaySidebar
          essay={current}
          onBack={onClose}
          onAiHelp={() => undefined}
          onSave={() => void editor.flush()}
        />
      </div>
      {modal === 'characters' ? (
        <CharactersDialog essay={current} editor={editor} onClose={() => setModal(null)} />
      ) : null}
      {modal === 'plot' ? (
        <PlotDialog essay={current} editor={editor} onClose={() => setModal(null)} />
      ) : null}
    </div>
  );
}
