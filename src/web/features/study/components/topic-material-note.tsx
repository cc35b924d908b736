import { FilePlus2, Sparkles } from 'lucide-react';
import type { StudyPath, StudyTopic } from '../../../../shared/schemas/study';
import {
  GENERATED_LESSON_LABEL,
  NO_MATERIAL_MESSAGE,
  OUTLINE_MISSING_MESSAGE,
} from '../../../../shared/study/outline-messages';
import { Button } from '../../../components/ui/button';
import { STUDY_COPY } from '../messages';

/**
 * What a topic without lesson material says (issue 16): with a language model configured its lessons are generated
 * (labelled so); offline it has none yet and offers 'Add material'. Nothing for a topic with material.
 */
export function TopicMaterialNote({
  topic,
  generated,
  onAddMaterial,
}: {
  topic: StudyTopic;
  /** true when an AI provider (not the offline tutor) writes the lessons. */
  generated: boolean;
  onAddMaterial: () => void;
}) {
  if (topic.meta.hasMaterial) return null;
  if (generated) {
    return (
      <p className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="topic-material-note">
        <Sparkles className="size-3.5 shrink-0" aria-hidden="true" />
        {GENERATED_LESSON_LABEL}
      </p>
    );
  }
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-border px-3 py-2 text-sm"
      role="note"
      data-testid="topic-material-note"
    >
      <span className="min-w-0 flex-1">{NO_MATERIAL_MESSAGE}</span>
      <Button variant="outline" size="sm" onClick={onAddMaterial}>
        <FilePlus2 aria-hidden="true" />
        {STUDY_COPY.addMaterial}
      </Button>
    </div>
  );
}

/** A certification path with no topics: the catalogue holds no outline for it (issue 16). */
export function OutlineMissingNote({ path, onAddMaterial }: { path: StudyPath; onAddMaterial: () => void }) {
  if (path.type !== 'certification' || path.topics.length > 0) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-border px-3 py-2 text-sm"
      role="note"
      data-testid="outline-missing-note"
    >
      <span className="min-w-0 flex-1">{OUTLINE_MISSING_MESSAGE}</span>
      <Button variant="outline" size="sm" onClick={onAddMaterial}>
        <FilePlus2 aria-hidden="true" />
        {STUDY_COPY.addMaterial}
      </Button>
    </div>
  );
}
