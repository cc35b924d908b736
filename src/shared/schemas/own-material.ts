/**
 * Study paths from the student's own material (issue 16): what the create / add-material endpoints accept, the
 * progress events they stream, the topic-outline edit, and their messages.
 */
import { z } from 'zod';
import { studyPathSchema } from './study';
import { OWN_MATERIAL_LIMITS } from '../limits';

export const OWN_MATERIAL_MESSAGES = {
  needsMaterial: 'Add at least one PDF, some text or a web page address.',
  tooManyFiles: `Add at most ${OWN_MATERIAL_LIMITS.maxFiles} PDFs at a time.`,
  notAPdf: (name: string) => `"${name}" is not a PDF. Choose PDF files, or paste the text instead.`,
  emptyFile: (name: string) => `"${name}" is empty.`,
  textTooLong: `Pasted text can be at most ${OWN_MATERIAL_LIMITS.maxTextChars.toLocaleString('en-US')} characters.`,
  badUrl: 'Enter a web page address starting with http:// or https://.',
  pageUnreadable: 'That web page could not be read as text (it returned no HTML, text or PDF).',
  pageFailed: (status: number) => `That web page answered with an error (HTTP ${status}).`,
  noText: (name: string) => `"${name}" has no text we could turn into lessons.`,
  pdfFailed: (name: string, reason: string) => `"${name}": ${reason}`,
  tooManyTopics: `A path can hold at most ${OWN_MATERIAL_LIMITS.maxTopics} topics.`,
  tooManyRequests: 'You have added a lot of material in the last hour. Please try again later.',
  outlineNeedsTopic: 'Keep at least one topic.',
  outlineUnknownTopic: 'A topic in the outline is not part of this path.',
  outlineRepeatedTopic: 'Each topic may appear only once in the outline.',
  outlineMergeSyllabus: 'Built-in syllabus topics cannot be merged; only topics from your own material can.',
  nameTooLong: `The path name can be at most ${OWN_MATERIAL_LIMITS.titleMax} characters.`,
  textTitleTooLong: `The title of the pasted text can be at most ${OWN_MATERIAL_LIMITS.titleMax} characters.`,
} as const;

/** Fields of the multipart form besides the `file` parts. */
export const materialFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .max(OWN_MATERIAL_LIMITS.titleMax, { error: OWN_MATERIAL_MESSAGES.nameTooLong })
    .optional(),
  text: z
    .string()
    .max(OWN_MATERIAL_LIMITS.maxTextChars, { error: OWN_MATERIAL_MESSAGES.textTooLong })
    .optional(),
  textTitle: z
    .string()
    .trim()
    .max(OWN_MATERIAL_LIMITS.titleMax, { error: OWN_MATERIAL_MESSAGES.textTitleTooLong })
    .optional(),
  url: z
    .string()
    .trim()
    .max(2000, { error: OWN_MATERIAL_MESSAGES.badUrl })
    .refine((u) => u === '' || /^https?:\/\/[^\s]+$/i.test(u), { error: OWN_MATERIAL_MESSAGES.badUrl })
    .optional(),
});
export type MaterialFields = z.infer<typeof materialFieldsSchema>;

/** The edited outline: topics in their new order; topics of the path left out are deleted. */
export const outlineEditSchema = z.object({
  topics: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        title: z
          .string()
          .trim()
          .min(1, { error: 'A topic needs a title.' })
          .max(OWN_MATERIAL_LIMITS.titleMax, {
            error: `A topic title can be at most ${OWN_MATERIAL_LIMITS.titleMax} characters.`,
          }),
        /** Topics whose lessons are appended to this one (in this order), then removed. */
        merge: z.array(z.string().min(1).max(100)).max(OWN_MATERIAL_LIMITS.maxTopics).default([]),
      }),
    )
    .min(1, { error: OWN_MATERIAL_MESSAGES.outlineNeedsTopic })
    .max(OWN_MATERIAL_LIMITS.maxTopics),
});
export type OutlineEdit = z.input<typeof outlineEditSchema>;

/** The JSON answer of create / add-material (without `Accept: text/event-stream`): the path and how many topics came. */
export const materialResponseSchema = z.object({
  studyPath: studyPathSchema,
  topicsAdded: z.number().int().min(0),
});

export const materialStageSchema = z.enum(['reading', 'outlining', 'indexing']);
export type MaterialStage = z.infer<typeof materialStageSchema>;

/** What the streamed create / add-material response sends (`data: {json}` lines). */
export const materialEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    stage: materialStageSchema,
    done: z.number(),
    total: z.number(),
    message: z.string(),
  }),
  z.object({ type: z.literal('complete'), studyPath: studyPathSchema, topicsAdded: z.number() }),
  z.object({ type: z.literal('error'), status: z.number(), code: z.string(), message: z.string() }),
]);
export type MaterialEvent = z.infer<typeof materialEventSchema>;
