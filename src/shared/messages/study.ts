import { STUDY_LIMITS } from '../limits';
import type { LearningMode } from '../study/learning-modes';

/** Study area (Smarty) texts (spec 3 §2.8–2.13, §8) and the server's study errors. */
export const STUDY_MESSAGES = {
  // server errors
  certificationNotFound: 'Certification not found.',
  certificationComingSoon: 'This certification is coming soon: its study path is not available yet.',
  pathExists: 'You already have a study path for this certification.',
  pathNotFound: 'Study path not found.',
  pathNotDeleted: 'This study path is not deleted.',
  pathRestoreExpired: 'This study path was deleted too long ago to be restored.',
  pathRestoreConflict:
    'This study path cannot be restored: you have started this certification again since. Delete the new path first to restore this one.',
  topicNotFound: 'Topic not found.',
  flashcardNotFound: 'Flashcard not found.',
  topicNeedsPath: 'A topic can only be given together with its study path.',
  welcomeTopicRequired: 'Name the topic to introduce (its id or its title).',
  questionRequired: 'Please type a question for Smarty.',
  questionTooLong: `Please keep your question under ${STUDY_LIMITS.questionMax.toLocaleString('en-US')} characters.`,
  descriptionRequired: 'Describe what you want to learn.',
  descriptionTooLong: `Please keep the description under ${STUDY_LIMITS.descriptionMax.toLocaleString('en-US')} characters.`,
  scoreAboveTotal: 'The score cannot be higher than the number of questions.',
  focusTarget: 'Give a topicId (or null) or a move (next or previous).',
  learningModeInvalid: "Choose one of the learning modes, or null for the path's own mode.",
  noQuizMaterial: 'There is not enough material in this topic to build a quiz yet.',
  noFlashcardMaterial: 'There is not enough material in this topic to build flashcards yet.',
  // spec 3 §8 (client-side texts)
  userIdRequired: 'User ID required to create study path',
  httpError: (status: number) => `HTTP error! status: ${status}`,
  noResponseBody: 'No response body',
  unknownError: 'Unknown error',
  failedToLoadPath: 'Failed to load study path',
  // spec 3 §2.8 Smarty Chat screen
  chatTitle: 'Smarty Chat',
  chatSubtitle: 'Interactive AI Assistant',
  focusPrefix: 'Focus: ',
  selectTopicToFocus: 'Select a topic to focus',
  statusThinking: 'Thinking...',
  statusReady: 'Ready',
  chooseTopic: 'Choose a topic from the list above to get started.',
  learningTools: 'Learning Tools',
  switchStudyPath: 'Switch Study Path',
  generateQuiz: 'Generate Quiz',
  buildFlashcards: 'Build Flashcards',
  browseMoreCertifications: 'Browse More Certifications',
  useSyllabus: 'Use syllabus content',
  includeCitations: 'Include citations',
  // spec 3 §4: the modes the study workspace shows but cannot select yet
  academicMode: 'Academic',
  creativeMode: 'Creative',
  launchingSoon: 'Launching Soon',
  customPathTitle: 'Create Custom Study Path',
  customPathPrompt: 'Describe what you want to learn',
  domainLabel: 'Domain',
  difficultyLabel: 'Difficulty Level',
  generateCustomPath: 'Generate Custom Path',
  cancel: 'Cancel',
  close: 'Close',
  unnamedPath: 'Unnamed Study Path',
  active: 'Active',
  inactive: 'Inactive',
  continueLearning: 'Continue Learning',
  resumeLearning: 'Resume Learning',
  emptyTitle: 'Ready to Start Learning?',
  emptyText: "You haven't started any learning paths yet. Choose a certification or create a custom path...",
  /** The empty state's count of startable certifications (spec 3 §2.8 showed '2'; issue 16: the true count). */
  statCertifications: (count: number) => `${count} Certifications Available`,
  statCustomPaths: 'Custom Paths',
  statAiPowered: 'AI Powered Learning',
  browseCertifications: 'Browse Certifications',
  createCustomPath: 'Create Custom Path',
  myLearningPaths: 'My Learning Paths',
  myLearningPathsSubtitle: 'Continue your learning journey or start something new',
  certificationTag: 'Certification',
  customTag: 'Custom',
  // spec 3 §2.9 chat window
  demoPromptsRemaining: (n: number) => `Demo Mode: ${n} prompt${n === 1 ? '' : 's'} remaining`,
  chatEmpty: 'Start a conversation with Smarty!',
  inputPlaceholder: 'Type your prompt to Smarty...',
  inputLimitReached: 'Demo limit reached. Please upgrade to continue.',
  sendAsk: 'Ask Smarty',
  sendThinking: 'Thinking...',
  sendStreaming: 'Streaming...',
  sendLimitReached: 'Limit Reached',
  noFocusTopic: 'No Focus Topic',
  preparingWelcome: 'Preparing topic introduction...',
  errorPrefix: 'Error: ',
  // spec 3 §2.11 certification browser
  browserTitle: 'Browse Certifications',
  searchPlaceholder: 'Search certifications by name, organization, or keywords...',
  allDomains: 'All Domains',
  allLevels: 'All Levels',
  allTypes: 'All Types',
  loadingCertifications: 'Loading certifications...',
  noCertifications: 'No certifications found',
  adjustFilters: 'Try adjusting your search or filters.',
  started: 'Started',
  studyTime: 'Study Time',
  difficulty: 'Difficulty',
  startLearningPath: 'Start Learning Path',
  startThisCertification: 'Start This Certification',
  back: 'Back',
  comingSoon: 'Coming Soon',
  // spec 3 §2.12–2.13 progress and resources
  moreTopics: (n: number) => `+${n} more topics`,
  selectTopicForResources: 'Select a topic to view curated learning resources.',
  openResource: 'Open Resource',
  suggestResources: '+ Suggest Additional Resources',
  noResources: 'No resources available for this topic.',
} as const;

/**
 * What each learning mode changes in the offline tutor's answers (issue 16), said once in the topic welcome. Only the
 * modes the offline engine shapes (src/server/lib/ai/offline/learning-modes.ts); writing adds nothing offline.
 */
export const OFFLINE_MODE_NOTES: Readonly<Partial<Record<LearningMode, string>>> = {
  history:
    '**History mode:** when the lesson sentences that answer you carry dates, I list them as a timeline in date order.',
  it: '**IT mode:** I number the steps of a procedure the lesson gives and show commands, file names and port numbers as code.',
  programming:
    '**Programming mode:** I number the steps of a procedure the lesson gives and show commands, file names and identifiers as code.',
  math: '**Math mode:** a formula from the lesson gets a line of its own (in math notation when it converts cleanly), and worked steps are numbered.',
  science:
    '**Science mode:** a formula from the lesson gets a line of its own (in math notation when it converts cleanly), and worked steps are numbered.',
  nursing:
    '**Nursing mode:** lesson sentences that state a priority or a safety action come first, under “Priority”.',
  literature: '**Literature mode:** a quotation that ends a lesson sentence is shown as a blockquote.',
  faith:
    '**Faith mode:** scripture references in the passages I answer from are listed under “Cross references”.',
};
