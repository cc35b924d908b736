import { useLayoutEffect, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import { quickActionSet, type QuickAction } from '../../../../shared/study/quick-actions';
import { Button } from '../../../components/ui/button';
import { STUDY_TOOLS_COPY } from '../tools-messages';

export interface QuickActionsBarProps {
  /** The learning mode in use: the bar offers its quick actions (the catalogue loads with the bar, not before). */
  mode: string;
  /** Every action is disabled (a reply streams, a tool runs, the demo's limit is reached). */
  disabled: boolean;
  /** Actions other than chat prompts need a focus topic. */
  needsTopic: (action: QuickAction) => boolean;
  onRun: (action: QuickAction) => void;
}

/**
 * The bar's height, published on the root element while the bar is shown, so that the page reserves room for it:
 * the chat's input sticks above it and focus scrolling stops short of it (styles.css, chat-window.tsx).
 */
export const QUICK_ACTIONS_HEIGHT = '--quick-actions-height';

function usePublishedHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(QUICK_ACTIONS_HEIGHT, `${bar.offsetHeight}px`);
    publish();
    // The mobile Actions dropdown grows the bar when opened.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(QUICK_ACTIONS_HEIGHT);
    };
  }, []);
  return ref;
}

/**
 * Quick actions bar (spec 3 §2.10): fixed to the bottom, a row on desktop, an Actions dropdown on mobile. Opaque, so
 * what scrolls beneath it does not show through; its height is reserved for the chat's input (walkthrough: at
 * 1280×900 the bar covered the 'Ask Smarty' input and button).
 */
export function QuickActionsBar({ mode, disabled, needsTopic, onRun }: QuickActionsBarProps) {
  const actions = quickActionSet(mode);
  const [open, setOpen] = useState(false);
  const ref = usePublishedHeight();
  return (
    <nav
      ref={ref}
      aria-label={STUDY_TOOLS_COPY.quickActions}
      className="sticky bottom-0 z-10 -mx-3 border-t border-border bg-card px-3 py-2 sm:-mx-6 sm:px-6"
    >
      <Button
        variant="outline"
        size="sm"
        className="w-full md:hidden"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {STUDY_TOOLS_COPY.actions}
        <ChevronDown className={open ? 'rotate-180' : undefined} />
      </Button>
      <div
        className={`${open ? 'mt-2 flex' : 'hidden'} flex-col gap-2 md:mt-0 md:flex md:flex-row md:flex-wrap md:items-center`}
      >
        {actions.map((action) => (
          <Button
            key={action.id}
            variant="secondary"
            size="sm"
            disabled={disabled || needsTopic(action)}
            title={needsTopic(action) ? T.selectTopicToFocus : undefined}
            onClick={() => {
              setOpen(false);
              onRun(action);
            }}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </nav>
  );
}
