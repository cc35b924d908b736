import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import { STUDY_LIMITS } from '../../../../shared/limits';
import type { StudyPath } from '../../../../shared/schemas/study';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { STUDY_COPY } from '../messages';
import { STUDY_TOOLS_COPY } from '../tools-messages';

/** Asks before a path is deleted, saying what goes with it and for how long Undo can bring it back (issue 16). */
export function DeletePathDialog({
  path,
  onCancel,
  onConfirm,
}: {
  path: StudyPath | null;
  onCancel: () => void;
  onConfirm: (path: StudyPath) => void;
}) {
  const name = path ? path.name || T.unnamedPath : '';
  return (
    <ConfirmDialog
      open={path !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={STUDY_TOOLS_COPY.deletePathTitle(name)}
      description={
        <>
          <p>
            {STUDY_TOOLS_COPY.deletePathLoses(
              path?.progress.completedCount ?? 0,
              path?.progress.totalTopics ?? 0,
            )}
          </p>
          <p>{STUDY_TOOLS_COPY.deletePathUndoFor(Math.round(STUDY_LIMITS.restoreWindowMs / 60_000))}</p>
        </>
      }
      confirmLabel={STUDY_COPY.deletePath}
      cancelLabel={STUDY_TOOLS_COPY.keepPath}
      destructive
      onConfirm={() => {
        if (path) onConfirm(path);
      }}
    />
  );
}

export default DeletePathDialog;
