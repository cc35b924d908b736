/** What every academic phase takes, and the textarea look the phases share. */
import type { Essay } from '../../../../../shared/schemas/essays';
import type { EssayEditor } from '../../hooks/use-essay-editor';

export const textareaClass =
  'w-full rounded-md border border-input bg-card p-3 text-sm leading-relaxed shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export interface PhaseProps {
  essay: Essay;
  editor: EssayEditor;
}
