/** Web-only visible copy of this feature (texts the server never sends); the spec's texts live in shared/messages. */
export const STUDY_COPY = {
  showSource: (n: number | string) => `Show source ${n}`,
  addMaterial: 'Add material',
  /** Beside the demo's disabled input: the words of the demo sidebar's button (spec 1, workspace layout). */
  upgradeToPremium: 'Upgrade to Premium',
  loadingYourLearningPaths: ' Loading your learning paths...',
  yourLearningPathsCould: 'Your learning paths could not be loaded.',
  topic: 'Topic',
  /** The subject line of the study header; certification paths add the exam objectives. */
  smartyTailorsExplanationsAnd: (subject: string, certification: boolean) =>
    `Smarty tailors explanations and exercises to ${subject}${certification ? ' and the exam objectives' : ''}.`,
  itSupportSubject: 'IT support: hardware, networks and troubleshooting',
  mode: (domainLabel: string) => `${domainLabel} mode:`,
  /** The learning-mode picker of an open path (the mode shapes Smarty's answers and the quick actions). */
  learningMode: 'Learning mode',
  /** The option of the path's own mode (from its subject), the one it has until another is chosen. */
  pathsOwnMode: (modeLabel: string) => `${modeLabel} (this path's subject)`,
  /** A mode the workspace cannot select yet (spec 3 §4). */
  notYetMode: (modeLabel: string, soon: string) => `${modeLabel} (${soon})`,
  learningModeHint: 'Changes how Smarty answers and the quick actions, for this path on all your devices.',
  /** The learning mode could not be saved to the account (it stays chosen in this browser). */
  learningModeNotSaved: 'Not saved to your account yet: this mode applies on this device only for now.',
  /** Before the learning mode's badge in the study header. */
  modePrefix: 'Mode: ',
  /** A path's domain when it has none. */
  general: 'General',
  /** The welcome's statistic before the certifications are counted. */
  certifications: 'Certifications',
  /** What a quick action is about when no topic or path is open. */
  myStudies: 'my studies',
  roadmap: 'Roadmap',
  loadingTheRoadmap: ' Loading the roadmap...',
  theProgressCouldNot: 'The progress could not be saved.',
  thePathCouldNot: 'The path could not be created.',
  topics: 'Topics',
  conversationWithSmarty: 'Conversation with Smarty',
  you: 'You: ',
  smarty: 'Smarty: ',
  focusTopic: 'Focus Topic',
  jumpToInput: 'Jump to input',
  scrollToBottom: 'Scroll to bottom',
  endOrCtrlDown:
    'End or Ctrl+Down: scroll to the bottom · Home or Ctrl+Up: scroll to the top · Ctrl+I: focus the input',
  keyboardShortcutsEndOr:
    'Keyboard shortcuts: End or Ctrl+Down scrolls to the bottom; Home or Ctrl+Up scrolls to the top; Ctrl+I focuses the input',
  messageToSmarty: 'Message to Smarty',
  stop: 'Stop',
  reviewDueCards: (n: number) => `Review due cards (${n})`,
  path: (value: string) => `${value} path`,
  complete: (percent: number) => `${percent}% complete`,
  completed: 'completed',
  remaining: 'remaining',
  total: 'total',
  topicOf: (n: number, topicsCount: number) => `Topic ${n} of ${topicsCount}`,
  showFewerTopics: 'Show fewer topics',
  markTheFocusTopic: 'Mark the focus topic',
  markInProgress: 'Mark in progress',
  markCompleted: 'Mark completed',
  reset: 'Reset',
  learningResources: (value: string) => `Learning Resources${value}`,
  loadingResources: 'Loading resources...',
  quickActions: 'Quick actions',
  actions: 'Actions',
  loading: ' Loading...',
  createPathFromMy: 'Create path from my material',
  progress: 'Progress',
  topicsCompleted: (totalTopics: number, completedCount: number) =>
    `${totalTopics} topics · ${completedCount} completed`,
  started: (date: string) => `Started ${date}`,
  lastStudied: (date: string) => `Last studied ${date}`,
  hoursEstimated: (hours: number) => `~${hours} hours estimated`,
  minutesEstimated: (minutes: number) => `~${minutes} minutes estimated`,
  loadingYourStudyPath: 'Loading your study path...',
  somethingWentWrongPlease: 'Something went wrong. Please try again.',
  generatingYourQuiz: 'Generating your quiz...',
  buildingFlashcards: 'Building flashcards...',
  dueToday: 'Due today',
  theQuickActionFailed: 'The quick action failed. Please try again.',
  highConfidence: 'High confidence',
  theCitedPassagesState: 'The cited passages state this answer directly and agree with each other.',
  mediumConfidence: 'Medium confidence',
  theCitedPassagesCover: 'The cited passages cover most of the question; check the sources for the details.',
  lowConfidence: 'Low confidence',
  theMaterialOnlyPartly:
    'The material only partly covers this question (or not at all); verify it against the sources or your textbook.',
  pleaseHelpMeWith: (action: string, subject: string) =>
    `${action}: please help me with "${subject}". Give a focused, step-by-step study aid for this action.`,
  /** Appended to the resource request: the resources the topic already lists. */
  iAlreadyHave: (existing: readonly string[]) =>
    ` I already have: ${existing.map((t) => `"${t}"`).join(', ')}.`,
  suggestAdditionalLearningResources: (topic: string, have: string) =>
    `Suggest additional learning resources for "${topic}": kinds of material to look for (official documentation, practice questions, labs, videos), what each adds, and how to use them in my study plan.${have}`,
  flashcardsTitle: (topicTitle: string) => `Flashcards: ${topicTitle}`,
  // deleting a path (issue 16): the card's control and the undo toast (the confirmation's in tools-messages.ts)
  deletePath: 'Delete path',
  deletePathNamed: (name: string) => `Delete path “${name}”`,
  pathDeleted: (name: string) => `“${name}” deleted.`,
  pathRestored: (name: string) => `“${name}” is back.`,
  undo: 'Undo',
  dismiss: 'Dismiss',
  pathDeleteFailed: 'The path could not be deleted. Please try again.',
  pathRestoreFailed: 'The path could not be restored.',
};
