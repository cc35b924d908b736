/**
 * A study path as a roadmap (issue 16): the topics grouped into stages by their section (the certification's exam
 * domain) in the order the sections first appear, each stage with its exam weight from the certification's outline,
 * every topic a node with its mastery state, its subtopics and its prerequisite (the topic before it), and the next
 * topic (the first one in order not mastered, as the study area's "next incomplete topic").
 */
import { z } from 'zod';
import type { AppDeps } from '../../context';
import type { StudyPath } from '../../../shared/schemas/study';
import { roadmapState, type Roadmap, type RoadmapStage } from '../../../shared/schemas/roadmap';
import { nextIncompleteTopic } from '../../../shared/study/progress';
import { ownedPath } from './study-access';
import { studyPathView } from './study-views';

/** What the roadmap reads of a certification's outline (the catalogue's full outline has more). */
const outlineSchema = z.looseObject({
  version: z.string(),
  examGuideUrl: z.string(),
  domains: z.array(
    z.looseObject({
      code: z.string().nullable().optional(),
      name: z.string(),
      weight: z.number().nullable().optional(),
      weightLabel: z.string().nullable().optional(),
    }),
  ),
});
type Outline = z.infer<typeof outlineSchema>;
type OutlineDomain = Outline['domains'][number];

/** The path's certification outline, when the path view carries one. */
function outlineOfPath(path: StudyPath): Outline | null {
  const certification: unknown = path.certification;
  if (!certification || typeof certification !== 'object' || !('outline' in certification)) return null;
  const parsed = outlineSchema.safeParse(certification.outline);
  return parsed.success ? parsed.data : null;
}

/** "Core 1 (220-1201) · 2.0 Networking" → "networking": the domain's own name without exam and number. */
const bareName = (s: string) =>
  (s.split(' · ').pop() ?? s)
    .replace(/^(?:domain\s+)?\d+(?:\.\d+)*[.:)]?\s+/i, '')
    .trim()
    .toLowerCase();

/** The outline domain of a section: the same name, or the same bare name when that is unambiguous. */
function domainOf(outline: Outline | null, section: string): OutlineDomain | undefined {
  if (!outline) return undefined;
  const exact = outline.domains.find((d) => d.name === section);
  if (exact) return exact;
  const bare = bareName(section);
  const matches = outline.domains.filter((d) => bareName(d.name) === bare);
  return matches.length === 1 ? matches[0] : undefined;
}

const percentLabel = (weight: number) => `${Number.isInteger(weight) ? weight : weight.toFixed(1)}%`;

/** The roadmap of a path view (no database). */
export function buildRoadmap(path: StudyPath): Roadmap {
  const outline = outlineOfPath(path);
  const next = nextIncompleteTopic(path.topics);
  const stages = new Map<string, RoadmapStage>();
  const fallbackStage = path.name.trim() || 'Topics';
  let previous: string | null = null;
  for (const topic of path.topics) {
    const section = topic.meta.section?.trim() || fallbackStage;
    let stage = stages.get(section);
    if (!stage) {
      const domain = domainOf(outline, section);
      const weight = domain?.weight ?? null;
      stage = {
        name: section,
        code: domain?.code ?? null,
        weight,
        weightLabel: weight === null ? null : (domain?.weightLabel ?? percentLabel(weight)),
        counts: { notStarted: 0, inProgress: 0, mastered: 0 },
        topics: [],
      };
      stages.set(section, stage);
    }
    const state = roadmapState(topic.masteryLevel);
    if (state === 'mastered') stage.counts.mastered += 1;
    else if (state === 'in_progress') stage.counts.inProgress += 1;
    else stage.counts.notStarted += 1;
    const meta: { hasMaterial?: unknown } = topic.meta;
    stage.topics.push({
      id: topic.id,
      title: topic.title,
      order: topic.order,
      mastery: topic.masteryLevel,
      state,
      prerequisiteIds: previous ? [previous] : [],
      isNext: topic.id === next?.id,
      hasMaterial: meta.hasMaterial !== false,
      subtopics: topic.subtopics,
    });
    previous = topic.id;
  }
  return {
    pathId: path.id,
    pathName: path.name,
    outline: outline ? { version: outline.version, examGuideUrl: outline.examGuideUrl } : null,
    nextTopicId: next?.id ?? null,
    totalTopics: path.topics.length,
    stages: [...stages.values()],
  };
}

/** The roadmap of one of the user's paths; another user's path (or none) is the study area's 404. */
export async function pathRoadmap(
  deps: AppDeps,
  userId: string,
  pathId: string | undefined,
): Promise<Roadmap> {
  const owned = await ownedPath(deps, userId, pathId);
  return buildRoadmap(await studyPathView(deps, userId, owned.id));
}
