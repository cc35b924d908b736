import { BookOpen, PenLine, Sparkles } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { greetingName, type ModeInfo, type WorkspaceMode } from './workspace-modes';
import { WORKSPACE_COPY } from '../messages';

const ICONS = { chat: Sparkles, academic: BookOpen, creative: PenLine } satisfies Record<
  WorkspaceMode,
  unknown
>;

export interface ModePanelProps {
  mode: ModeInfo;
  userName: string;
  /** The greeting's fallback when the display name has no word with a letter. */
  firstName?: string | undefined;
  isDemo: boolean;
  /** How the AI runs here, e.g. 'Offline tutor' (GET /api/config). */
  aiLabel?: string | undefined;
  /** One line only: the mode's own screen follows below (the study area in Smarty Chat). */
  compact?: boolean;
}

/**
 * The main area for the selected mode. Smarty Chat starts with a welcome; the writing modes say which
 * mode is selected and that its tools load here (the panels themselves are built separately).
 */
export function ModePanel({ mode, userName, firstName, isDemo, aiLabel, compact = false }: ModePanelProps) {
  const Icon = ICONS[mode.id];
  const isChat = mode.id === 'chat';
  const greeting = isDemo
    ? WORKSPACE_COPY.welcomeToYourSmarty
    : WORKSPACE_COPY.welcome(greetingName(userName, { firstName }));
  if (compact) {
    return (
      <section aria-labelledby="mode-title" className="flex flex-wrap items-center gap-3 px-4 pt-5 sm:px-8">
        <h1 id="mode-title" className="text-xl font-semibold tracking-tight">
          {isChat ? greeting : mode.title}
        </h1>
        {aiLabel ? (
          <Badge variant="outline" size="md">
            {aiLabel}
          </Badge>
        ) : null}
      </section>
    );
  }
  return (
    <section
      aria-labelledby="mode-title"
      className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center gap-5 px-4 py-12 text-center sm:px-8"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      {isChat ? (
        <>
          <h1 id="mode-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {greeting}
          </h1>
          <p className="max-w-xl text-pretty text-muted-foreground">{WORKSPACE_COPY.smartyChatIsYour}</p>
        </>
      ) : (
        <>
          <h1 id="mode-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {mode.title}
          </h1>
          <p className="max-w-xl text-pretty text-muted-foreground">
            {WORKSPACE_COPY.isSelectedItsTools(mode.title, mode.description)}
          </p>
        </>
      )}
      {aiLabel ? (
        <Badge variant="outline" size="md">
          {aiLabel}
        </Badge>
      ) : null}
    </section>
  );
}
