/** The visible texts of certification outlines and topics without material (issue 16); no Zod here. */

/** The message of a certification whose outline the catalogue does not hold (issue 16). */
export const OUTLINE_MISSING_MESSAGE = 'Outline from the exam guide: add it as material to get lessons';
/** The label of a lesson a language model writes for a topic with no material (issue 16). */
export const GENERATED_LESSON_LABEL = 'Generated lesson — check against your study guide';
/** What a topic with no lesson material says (issue 16). */
export const NO_MATERIAL_MESSAGE =
  'No material for this topic yet: add your notes, a textbook chapter or the official exam guide to study it here.';
