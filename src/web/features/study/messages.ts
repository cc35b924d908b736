/** Web-only visible copy of this feature (texts the server never sends); the spec's texts live in shared/messages. */
export const STUDY_COPY = {
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
  path: (value: string) => `${value} path`,
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
  pleaseHelpMeWith: (action: string, subject: string) =>
    `${action}: please help me with "${subject}". Give a focused, step-by-step study aid for this action.`,
  /** Appended to the resource request: the resources the topic already lists. */
  iAlreadyHave: (existing: readonly string[]) =>
    ` I already have: ${existing.map((t) => `"${t}"`).join(', ')}.`,
  suggestAdditionalLearningResources: (topic: string, have: string) =>
    `Suggest additional learning resources for "${topic}": kinds of material to look for (official documentation, practice questions, labs, videos), what each adds, and how to use them in my study plan.${have}`,
  flashcardsTitle: (topicTitle: string) => `Flashcards: ${topicTitle}`,
  // deleting a path (issue 16): the card's control (the confirmation and the undo toast are in tools-messages.ts)
  deletePath: 'Delete path',
  deletePathNamed: (name: string) => `Delete path “${name}”`,
};
