/** Web-only visible copy of the essay area (texts the server never sends); the spec's texts live in shared/messages. */
export const ESSAYS_COPY = {
  // shared by several screens
  next: 'Next',
  reviewing: 'Reviewing...',
  ideas: 'Ideas',
  articles: 'Articles',
  words: (n: number) => `${n} words`,
  characters: (n: number) => `${n} characters`,

  // essay list and panel
  title: 'Title',
  essayTitlePlaceholder: 'Essay title',
  essayType: 'Essay type',
  writingStyle: 'Writing style',
  targetLength: 'Target length',
  audience: 'Audience',
  tone: 'Tone',
  create: 'Create',
  essayDeleted: (title: string) => `“${title}” deleted.`,
  undo: 'Undo',
  dismiss: 'Dismiss',
  writingMode: 'Writing mode',

  // essay header, status and sidebar
  created: (date: string) => ` · Created ${date}`,
  loadingEssay: 'Loading essay...',
  loadFailed: 'This essay could not be loaded. Check your connection and try again.',
  essayTools: 'Essay tools',
  essayCompleted: 'Essay completed. Well done!',
  finalReview: 'Final review',
  wordsWritten: (n: number) => `${n} words written. Export it from Quick Actions.`,
  savingOffline: 'Offline — will retry',
  notSaved: 'Not saved',
  unsavedChanges: 'Unsaved changes',
  saved: 'Saved',
  /** The sidebar's writing style when the essay has none (lower case, after the essay type). */
  standardStyle: 'standard',
  /** Screen-reader text after each step of Essay Progress. */
  phaseMarks: { current: 'current', completed: 'completed', none: 'not completed' },

  // another tab changed the essay
  conflictTitle: 'This essay was changed in another tab or device.',
  conflictText: (fields: readonly string[]) =>
    `Your unsaved changes${fields.length ? ` (${fields.join(', ')})` : ''} differ from the latest saved version. Keep yours to save them over it, or take the saved version.`,
  conflictFields: {
    prompt: 'Prompt',
    brainstorm_ideas: 'Ideas',
    thesis_statement: 'Thesis',
    thesis_review: 'Thesis review',
    outline: 'Outline',
    draft_sections: 'Draft',
    current_phase: 'Phase',
    phase_status: 'Phase progress',
    metadata: 'Story details',
  } as Record<string, string>,
  keepMyChanges: 'Keep my changes',
  useSavedVersion: 'Use the saved version',

  // export
  citationStyle: 'Citation style',
  exportDocx: 'Export .docx',
  exportMarkdown: 'Export Markdown',
  exportSavedArticles: 'Export saved articles',
  articlesBib: 'Articles .bib',
  articlesRis: 'Articles .ris',

  // prompt phase
  essayPrompt: 'Essay Prompt',
  promptLabel: 'What is your essay about?',
  promptPlaceholder: 'Paste or write the essay prompt you were given...',
  savePrompt: 'Save Prompt',
  promptApproved: 'Prompt approved and saved.',

  // brainstorm phase
  brainstormTitle: 'Brainstorm Ideas',
  brainstormHint: 'Optional: jot down the ideas you may use. Press Enter to add one.',
  newIdea: 'New idea',
  ideaPlaceholder: 'Type an idea and press Enter',
  ideasCount: (n: number, max: number) => `${n}/${max} ideas`,
  removeIdea: (idea: string) => `Remove idea ${idea}`,
  skipToThesis: 'Skip to Thesis',

  // thesis phase
  thesisStatement: 'Thesis Statement',
  yourThesis: 'Your thesis',
  thesisShortfall: (current: number, required: number, needed: number) =>
    `Current: ${current} · Required: ${required} · Needed: ${needed} more characters`,
  saveThesis: 'Save Thesis',
  thesisReview: 'Thesis review',
  aiThesisReview: 'AI Thesis Review',
  promptCongruency: 'Prompt congruency',
  essayTypeAlignment: 'Essay type alignment',
  considerations: 'Considerations',
  suggestions: 'Suggestions',
  reviewLevels: {
    high: 'High',
    medium: 'Medium',
    low: 'Low',
    excellent: 'Excellent',
    good: 'Good',
    needs_improvement: 'Needs improvement',
  } as Record<string, string>,
  /** What a thesis review that could not run asks the student to check. */
  fallbackConsiderations: [
    'Check that the thesis answers the prompt directly.',
    'Make sure the thesis states a clear, arguable position.',
    'Confirm the thesis can be supported with evidence in the body.',
  ],

  // outline (generated sections and the panel)
  outline: 'Outline',
  introduction: 'Introduction',
  introductionPlan: (thesis: string) => `Introduce the topic and state the thesis: ${thesis}`,
  bodyParagraph: (n: number) => `Body Paragraph ${n}`,
  conclusion: 'Conclusion',
  conclusionPlan: 'Restate the thesis and sum up the main points.',
  sectionWords: (n: number) => `${n}w`,
  expandSection: (title: string) => `Expand ${title}`,
  collapseSection: (title: string) => `Collapse ${title}`,
  sectionPlan: (title: string) => `${title} plan`,
  newIdeaFor: (title: string) => `New idea for ${title || 'this section'}`,
  add: 'Add',
  outlineSummary: (introductions: number, bodies: number, conclusions: number, words: number) =>
    `${introductions} introduction · ${bodies} body · ${conclusions} conclusion · ${words} words`,

  // research elements
  research: 'Research',
  show: 'Show',
  loadingResearch: 'Loading research...',
  articlesLoadFailed: 'The saved articles could not be loaded.',
  noIdeasYet: 'No brainstorm ideas yet.',
  noArticlesYet: 'No saved articles yet. Use Find Articles to add research.',
  researchElements: 'Research elements',
  elementTypes: { article_section: 'Section', citation: 'Article', brainstorm_idea: 'Idea' },
  assignElement: (text: string) => `Assign "${text}" to an outline section`,
  assignTo: 'Assign to…',
  section: (n: number) => `Section ${n}`,
  /** The source shown for a brainstorm idea among the research elements. */
  brainstormSource: 'Brainstorm',
  /** An assigned article no longer among the saved ones. */
  articleFallback: (id: string) => `Article ${id}`,

  // writing phase
  sectionPlaceholders: {
    introduction: 'Hook the reader, give context and end with your thesis...',
    body: 'Develop your main points with evidence and analysis...',
    conclusion: 'Restate your thesis and sum up your argument...',
  },
  hideResearchOutline: 'Hide Research & Outline',
  showResearchOutline: 'Show Research & Outline',
  aiSuggestions: 'AI Suggestions',
  /** Between the bold word count and the bold character count: "120 words · 640 characters". */
  wordsAnd: 'words ·',
  charactersUnit: 'characters',
  percentOf: (percent: number, target: number | string) => `${percent}% of ${target}`,
  percentOfWords: (percent: number, target: number) => `${percent}% of ${target} words`,
  writingProgress: 'Writing progress',
  beforeYouComplete: 'Before you complete your essay',
  someChecksFailed: 'Some checks of your draft did not pass. You can keep writing or complete it anyway.',
  draftChecklist: 'Draft checklist',
  checkDone: (label: string) => `Done: ${label}`,
  checkToFix: (label: string) => `To fix: ${label}`,
  keepWriting: 'Keep writing',
  completeAnyway: 'Complete anyway',

  // AI writing suggestions dialog
  suggestionsTitle: (section: string) => `AI Writing Suggestions: ${section}`,
  suggestionsDescription: 'Get guidance and evidence from your saved articles, then insert what you use.',
  titleLabel: 'Title:',
  thesisLabel: 'Thesis:',
  currentContentLabel: 'Current content:',
  savedArticlesLabel: 'Saved articles:',
  availableSectionsLabel: 'Available sections:',
  sectionTypeLabel: 'Section type:',
  suggestion: 'Suggestion',
  evidenceFromArticles: 'Evidence from your articles',
  evidenceFrom: (articleTitle: string) => `Evidence from ${articleTitle}`,
  evidenceSource: (citation: string, articleTitle: string, section: string, relevance: string) =>
    `${citation} · ${articleTitle} · ${section} · relevance ${relevance}`,
  insertQuote: 'Insert quote',
  insertParaphrase: 'Insert paraphrase scaffold',

  // AI Writing Helper
  aiWritingHelper: 'AI Writing Helper',
  helperConversation: 'AI Writing Helper conversation',
  helperMessage: 'Message to the AI Writing Helper',

  // creative writing
  charactersDescription: 'The people of your story: who they are and how they change.',
  traits: (traits: string) => `Traits: ${traits}`,
  arc: (arc: string) => `Arc: ${arc}`,
  remove: (name: string) => `Remove ${name}`,
  characterFields: {
    name: 'Name',
    role: 'Role',
    description: 'Description',
    traits: 'Traits',
    arc: 'Arc',
  },
  addCharacter: 'Add Character',
  plotDescription: 'Plot points in three acts, in the order they happen.',
  act: (n: number) => `Act ${n}`,
  actLabel: 'Act',
  plotPoint: 'Plot point',
  whatHappens: 'What happens',
  addPlotPoint: 'Add Plot Point',
  oneIdeaPerLine: 'One idea per line.',
  storyDraft: 'Story draft',
  reviseHint: 'Read your story aloud, tighten sentences and check that every scene moves the plot.',
  storyComplete: 'Your story is complete. Well done!',
  markComplete: (words: number) => `${words} words. Mark it complete when you are happy with it.`,
  storyPhases: 'Story phases',
};
