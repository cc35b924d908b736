/** TanStack Query keys of the research area. */
export const savedArticlesKey = (essayId: string) => ['research', 'saved-articles', essayId] as const;
