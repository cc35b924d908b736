import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { users } from '../../db/schema';
import {
  essays,
  researchSavedArticles,
  studyFlashcardReviews,
  studyFlashcards,
  studyMessages,
  studyPathSubtopics,
  studyPathTopics,
  studyPaths,
  studyQuizResults,
  studyTopicProgress,
} from '../../db/schema';
import { zipFiles, type ZipEntry } from '../../lib/zip/zip';
import { toEssay } from '../essays/essay-record';
import { essayRecordColumns } from '../essays/essay-articles';
import { essayDocx, essayMarkdown, exportFileName } from '../essays/essay-export';
import { exportSavedArticles } from '../research/citations.service';
import { toSavedArticle } from '../research/saved-articles.service';
import { billingSummary } from '../billing/subscription.service';
import { toAccountUser } from './account-user';
import { tooManyRequests } from '../../http/errors';
import { hitRateLimit } from '../../lib/rate-limit/rate-limit';
import { RATE_LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';

/** A data export builds every essay's .docx: a few per member and minute is plenty (students share school addresses). */
export const EXPORT_LIMIT = { name: 'account-export', ...RATE_LIMITS.accountExport } as const;

type UserRow = typeof users.$inferSelect;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const README = `Your Smarty data
================

profile.json                      your profile and subscription
essays/                           every essay as Markdown (.md) and Word (.docx), citations in APA 7
saved-articles/saved-articles.json  the articles saved to your essays, with their citation details
saved-articles/saved-articles.bib   the same articles as BibTeX
study/paths.json                  your study paths (with the learning mode you chose) and their topics (with subtopics), progress and quiz results
study/chat-history.json           your conversations with Smarty
study/flashcards.json             your flashcards and their review history
`;

async function essayEntries(deps: AppDeps, userId: string): Promise<ZipEntry[]> {
  const rows = await deps.database.db
    .select(essayRecordColumns)
    .from(essays)
    .where(and(eq(essays.userId, userId), isNull(essays.deletedAt)))
    .orderBy(asc(essays.createdAt));
  const entries: ZipEntry[] = [];
  for (const [index, row] of rows.entries()) {
    const essay = toEssay(row);
    const prefix = `essays/${String(index + 1).padStart(2, '0')}-`;
    entries.push({ path: `${prefix}${exportFileName(essay, 'md')}`, content: essayMarkdown(essay, 'apa') });
    entries.push({
      path: `${prefix}${exportFileName(essay, 'docx')}`,
      content: await essayDocx(essay, 'apa'),
    });
  }
  return entries;
}

/**
 * The member's study data, without the paths they deleted: a soft-deleted path (restorable for a while, purged later)
 * is gone for the member, so neither it nor its topics, subtopics, progress, quiz results, chats or flashcards are
 * exported.
 */
async function studyEntries(deps: AppDeps, userId: string): Promise<ZipEntry[]> {
  const db = deps.database.db;
  const live = and(eq(studyPaths.userId, userId), isNull(studyPaths.deletedAt));
  const livePathIds = db.select({ id: studyPaths.id }).from(studyPaths).where(live);
  const liveCardIds = db
    .select({ id: studyFlashcards.id })
    .from(studyFlashcards)
    .where(and(eq(studyFlashcards.userId, userId), inArray(studyFlashcards.pathId, livePathIds)));
  const [paths, topics, subtopics, progress, quizzes, messages, cards, reviews] = await Promise.all([
    db.select().from(studyPaths).where(live).orderBy(asc(studyPaths.createdAt)),
    db
      .select()
      .from(studyPathTopics)
      .where(and(eq(studyPathTopics.userId, userId), inArray(studyPathTopics.pathId, livePathIds)))
      .orderBy(asc(studyPathTopics.position)),
    db
      .select()
      .from(studyPathSubtopics)
      .where(and(eq(studyPathSubtopics.userId, userId), inArray(studyPathSubtopics.pathId, livePathIds)))
      .orderBy(asc(studyPathSubtopics.position)),
    db
      .select()
      .from(studyTopicProgress)
      .where(and(eq(studyTopicProgress.userId, userId), inArray(studyTopicProgress.pathId, livePathIds))),
    db
      .select()
      .from(studyQuizResults)
      .where(and(eq(studyQuizResults.userId, userId), inArray(studyQuizResults.pathId, livePathIds)))
      .orderBy(asc(studyQuizResults.createdAt)),
    // a conversation without a path stays
    db
      .select()
      .from(studyMessages)
      .where(
        and(
          eq(studyMessages.userId, userId),
          or(isNull(studyMessages.pathId), inArray(studyMessages.pathId, livePathIds)),
        ),
      )
      .orderBy(asc(studyMessages.seq)),
    db
      .select()
      .from(studyFlashcards)
      .where(and(eq(studyFlashcards.userId, userId), inArray(studyFlashcards.pathId, livePathIds)))
      .orderBy(asc(studyFlashcards.createdAt)),
    db
      .select()
      .from(studyFlashcardReviews)
      .where(
        and(eq(studyFlashcardReviews.userId, userId), inArray(studyFlashcardReviews.cardId, liveCardIds)),
      ),
  ]);
  const studyPathsWithProgress = paths.map((path) => ({
    ...path,
    topics: topics
      .filter((topic) => topic.pathId === path.id)
      .map((topic) => ({
        ...topic,
        subtopics: subtopics.filter((sub) => sub.topicId === topic.id),
        progress: progress.find((p) => p.topicId === topic.id) ?? null,
        quizResults: quizzes.filter((q) => q.topicId === topic.id),
      })),
  }));
  return [
    { path: 'study/paths.json', content: json(studyPathsWithProgress) },
    { path: 'study/chat-history.json', content: json(messages) },
    {
      path: 'study/flashcards.json',
      content: json(cards.map((card) => ({ ...card, reviews: reviews.filter((r) => r.cardId === card.id) }))),
    },
  ];
}

/**
 * Everything the member made, as one zip (without the essays and study paths they deleted): profile, essays (.md and .docx), saved articles (JSON and BibTeX), study
 * paths with progress, chat history and flashcards (JSON). Built in memory: one account's work is small.
 */
export async function exportAccountData(
  deps: AppDeps,
  user: UserRow,
): Promise<{ body: Uint8Array; filename: string }> {
  const now = deps.now();
  const limit = await hitRateLimit(deps.database, EXPORT_LIMIT, user.id, now);
  if (!limit.allowed) throw tooManyRequests(MESSAGES.tooManyRequests, limit.retryAfterSeconds);
  // the articles of essays the member deleted (restorable for a while, purged later) go with their essay
  const articleRows = await deps.database.db
    .select({ article: researchSavedArticles })
    .from(researchSavedArticles)
    .innerJoin(essays, eq(essays.id, researchSavedArticles.essayId))
    .where(and(eq(researchSavedArticles.userId, user.id), isNull(essays.deletedAt)))
    .orderBy(asc(researchSavedArticles.savedAt));
  const articles = articleRows.map((row) => toSavedArticle(row.article));
  const entries: ZipEntry[] = [
    { path: 'README.txt', content: README },
    {
      path: 'profile.json',
      content: json({
        exportedAt: now.toISOString(),
        profile: toAccountUser(user),
        ...(await billingSummary(deps, user)),
      }),
    },
    ...(await essayEntries(deps, user.id)),
    { path: 'saved-articles/saved-articles.json', content: json(articles) },
    { path: 'saved-articles/saved-articles.bib', content: exportSavedArticles(articles, 'bibtex') },
    ...(await studyEntries(deps, user.id)),
  ];
  return { body: zipFiles(entries, now), filename: `smarty-data-${now.toISOString().slice(0, 10)}.zip` };
}
