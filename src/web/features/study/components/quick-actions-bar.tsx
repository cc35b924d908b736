import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import type { QuickAction } from '../../../../shared/study/quick-actions';
import { Button } from '../../../components/ui/button';
import { STUDY_COPY } from '../messages';

export interface QuickActionsBarProps {
  actions: readonly QuickAction[];
  /** Every action is disabled (a reply streams, a tool runs, the demo's limit is reached). */
  disabled: boolean;
  /** Actions other than chat prompts need a focus topic. */
  needsTopic: (action: QuickAction) => boolean;
  onRun: (action: QuickAction) => void;
}

/** Quick actions bar (spec 3 §2.10): a row on desktop, an Actions dropdown on mobile. */
export function QuickActionsBar({ actions, disabled, needsTopic, onRun }: QuickActionsBarProps) {
  const [open, setOpen] = useState(false);
  return (
    <nav
      aria-label={STUDY_COPY.quickActions}
      className="sticky bottom-0 z-10 -mx-3 border-t border-border bg-card/95 px-3 py-2 backdrop-blur sm:-mx-6 sm:px-6"
    >
      <Button
        variant="outline"
        size="sm"
        className="w-full md:hidden"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {STUDY_COPY.actions}
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
