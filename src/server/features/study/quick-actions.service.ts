/** Quick actions that return a study artefact (issue 14, spec 3 §9): the request the engine gets for one. */
import type { AppDeps } from '../../context';
import { badRequest } from '../../http/errors';
import type { QuickActionInput } from '../../../shared/schemas/quick-actions';
import { QUICK_ACTIONS, quickActionById, type LearningMode } from '../../../shared/study/quick-actions';
import { cataloguePassages } from './knowledge.service';
import { ownedPathTopic } from './study-access';
import { pathLearningMode } from './study-views';
import { aiTopicContext } from './topic-context';

const ARTEFACT_ACTIONS = Object.values(QUICK_ACTIONS)
  .filter((a) => a.run.kind === 'artefact')
  .map((a) => a.id);

/**
 * The engine input for an artefact action on a topic of the user's path, in the learning mode the request names, else
 * the one chosen for the path, else the path's own (as for the chat); 400 for an action that is not one.
 */
export async function quickActionInput(
  deps: AppDeps,
  userId: string,
  pathId: string,
  topicId: string,
  actionId: string,
  learningMode?: LearningMode,
): Promise<QuickActionInput> {
  const action = quickActionById(actionId);
  if (!action || action.run.kind !== 'artefact') {
    throw badRequest(
      `Unknown quick action "${actionId.slice(0, 60)}". Use one of: ${ARTEFACT_ACTIONS.join(', ')}.`,
      { action: 'not an artefact action' },
    );
  }
  const owned = await ownedPathTopic(deps, userId, pathId, topicId);
  const topic = await aiTopicContext(deps, owned, { useSyllabus: true, citeSources: false });
  if (owned.topic.catalogueTopicId) {
    const passages = await cataloguePassages(deps, owned.topic.catalogueTopicId);
    if (passages.length) topic.passages = passages;
  }
  return {
    action: action.id,
    artefact: action.run.artefact,
    label: action.label,
    topic,
    learningMode: learningMode ?? pathLearningMode(owned.path),
  };
}
