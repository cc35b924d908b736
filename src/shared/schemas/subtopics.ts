/**
 * A subtopic of a study topic (issue 16): a heading nested under the topic's heading in the student's own material,
 * with the page of a PDF where it starts. The path views, the topic detail and the roadmap carry them in order.
 */
import { z } from 'zod';

export const subtopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 1-based page of the PDF where the subtopic starts; null for pasted text, web pages and older paths. */
  page: z.number().int().nullable(),
});
export type Subtopic = z.infer<typeof subtopicSchema>;
