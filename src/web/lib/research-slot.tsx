/**
 * How the essay area opens the research tools without importing the research feature: the app provides the
 * research component through this context, the essay panel renders it with the open essay.
 */
import { createContext, useContext, type ComponentType } from 'react';

/** The essay fields research reads (spec 3 §3 "Essay record"). */
export interface ResearchEssay {
  id: string;
  title: string;
  prompt: string;
  thesis_statement: string;
  brainstorm_ideas: string[];
}

/** 'search' is the Search Academic Articles modal, 'saved' the Saved Articles modal. */
export type ResearchView = 'search' | 'saved';

/**
 * A saved article's removal as the research tools make it: 'pending' when the student clicks Remove (hidden at
 * once, Undo offered), 'restored' on Undo or when the DELETE failed, 'removed' once the server has removed it.
 */
export type ArticleRemovalChange = 'pending' | 'restored' | 'removed';

export interface ResearchToolsProps {
  essay: ResearchEssay;
  view: ResearchView | null;
  onViewChange: (view: ResearchView | null) => void;
  /** Told of each removal so the essay's article count agrees with the research screens at once. */
  onArticleRemoval?: (articleId: string, change: ArticleRemovalChange) => void;
}

const ResearchToolsContext = createContext<ComponentType<ResearchToolsProps> | null>(null);

export const ResearchToolsProvider = ResearchToolsContext.Provider;

/** The research component, or null where the app offers none (then the essay area hides its research buttons). */
export function useResearchTools(): ComponentType<ResearchToolsProps> | null {
  return useContext(ResearchToolsContext);
}
