/**
 * Every limit of the product in one place: lengths, counts, sizes and rates that a user can run into, read by the
 * web's forms and by the server that enforces them (src/testing/limits-home.test.ts keeps `*_LIMITS` objects out of
 * other files). None of them is a secret (a client can measure each by trying), so there is no server-only list.
 * Visible texts that name a limit live with their feature's messages and read the number from here.
 */

/** Registration, sign-in and the account fields (spec 1 §5). */
export const LIMITS = {
  nameMin: 2,
  nameMax: 50,
  passwordMin: 8,
  passwordMax: 100,
  /** A password typed to confirm an action or sign in: longer input is simply wrong (no hashing of huge strings). */
  passwordCheckMax: 200,
  usernameMin: 3,
  usernameMax: 30,
  phoneMin: 7,
  phoneMax: 20,
  /** Display name, school and grade (registration and profile): at most this many characters after trimming. */
  optionalTextMax: 100,
  emailMax: 254,
  /** Sign-in attempts allowed per client IP in one window; the next one gets 429. */
  signInAttempts: 3,
  signInWindowSeconds: 10,
  /** Failed password sign-ins allowed per account (e-mail) in one window, from any addresses; then 429. */
  accountSignInFailures: 10,
  accountSignInWindowSeconds: 15 * 60,
  /** Account creations allowed per client IP in one window. */
  signUpAttempts: 10,
  signUpWindowSeconds: 600,
  mobileBreakpointPx: 768,
  paymentRedirectDelayMs: 4000,
} as const;

/** Request bodies (src/server/http/body-limit.ts): every route reads at most this much unless it is a named exception. */
export const BODY_LIMITS = {
  defaultBytes: 1024 * 1024,
  /** A payment provider's webhook event. */
  webhookBytes: 512 * 1024,
  /** The small JSON bodies of the study routes (quiz answers, flashcard reviews, settings). */
  studySmallBytes: 16 * 1024,
} as const;

export const DEMO = {
  durationMinutes: 24 * 60,
  ipBlockHours: 24,
  defaultMaxPrompts: 5,
  timerRefreshMs: 60_000,
  usageSyncMs: 5_000,
  usageSyncAfterPromptMs: 1_000,
} as const;

export const AI_LIMITS = {
  /** Largest request body an AI endpoint reads (section extraction carries a whole paper's text). */
  maxBodyBytes: 256 * 1024,
  maxArticleBodyBytes: 2 * 1024 * 1024,
  perUserPerMinute: 30,
  globalPerMinute: 3000,
} as const;

/**
 * Requests per window of the rate-limited endpoints whose numbers are not above (the server names each rule; per
 * user unless it says per client address). Over the limit the request gets 429.
 */
export const RATE_LIMITS = {
  /** Article search: one multi-domain search loads up to 10 batches per domain; answers are cached. */
  researchSearch: { max: 300, windowSeconds: 60 },
  /** PDF uploads (each up to RESEARCH_LIMITS.maxPdfBytes). */
  researchUpload: { max: 20, windowSeconds: 3600 },
  /** PDFs fetched from a publisher for a saved article. */
  pdfFetch: { max: 30, windowSeconds: 60 },
  /** Own-material requests (create a path or add material). */
  studyMaterial: { max: 30, windowSeconds: 3600 },
  /** Per client address: demo session look-ups and demo creations. */
  demoSessionLookup: { max: 30, windowSeconds: 60 },
  demoCreate: { max: 20, windowSeconds: 60 },
  /** Per client address: username and e-mail availability checks during registration. */
  availability: { max: 60, windowSeconds: 60 },
  /** Per client address: two-step set-up codes (each also needs a signed-in member). */
  twoFactorSettings: { max: 10, windowSeconds: 60 },
  /** Per client address: data exports (each builds every essay's .docx). */
  accountExport: { max: 5, windowSeconds: 60 },
} as const;

/** Password reset and the money-back guarantee (issue 18). */
export const ACCOUNT_LIMITS = {
  /** Digits of a password reset code. */
  resetCodeDigits: 8,
  resetCodeMinutes: 15,
  /** Wrong guesses a reset code survives; the next one deletes it. */
  resetCodeAttempts: 5,
  /** Reset codes one account (the typed e-mail) can request per window. */
  resetRequestsPerAccount: 3,
  /** Reset requests and confirmations one client address can send per window. */
  resetRequestsPerIp: 10,
  resetWindowSeconds: 15 * 60,
  /** The money-back guarantee: a refund within this many days of the first payment. */
  refundDays: 30,
  /**
   * Days a provider event for a subscription we never learned of is kept (Stripe retries a webhook for up to three
   * days; a deleted account's subscription ends after its rows are gone).
   */
  parkedEventDays: 7,
} as const;

/** Changing the account's e-mail (issue 18). */
export const EMAIL_CHANGE_LIMITS = {
  codeDigits: 8,
  codeMinutes: 15,
  /** Wrong guesses a code survives; the next one deletes it. */
  codeAttempts: 5,
  /** Codes one account can request per window. */
  requestsPerAccount: 3,
  windowSeconds: 15 * 60,
} as const;

/** Two-step verification (issue 18). */
export const TWO_FACTOR_LIMITS = {
  codeDigits: 6,
  /** Recovery codes given at enrolment (better-auth's default), each usable once. */
  recoveryCodes: 10,
} as const;

/** Essays (spec 2 §3, §5). */
export const ESSAY_LIMITS = {
  /** The title rule of spec 2 §5: trimmed, non-blank, at most this many characters. */
  titleMax: 200,
  topicMax: 500,
  promptMax: 10_000,
  /** The thesis needs at least this many characters (trimmed) to be saved or to leave the thesis phase. */
  thesisMin: 20,
  thesisMax: 5_000,
  sectionMax: 200_000,
  sectionsMax: 20,
  outlineMax: 50,
  outlineContentMax: 20_000,
  /** Creative idea lists (split from free text); academic lists follow BRAINSTORM_LIMITS. */
  ideasMax: 100,
  ideaMax: 1_000,
  metadataItemsMax: 200,
  /** Largest JSON body an essay route reads. */
  maxBodyBytes: 2 * 1024 * 1024,
  /** Deepest nesting accepted in free-form JSON (metadata, article extras). */
  maxDepth: 12,
  listMax: 100,
} as const;

/** The academic brainstorm (spec 2 §2.2): ideas one by one. */
export const BRAINSTORM_LIMITS = { maxIdeaLength: 200, maxIdeas: 10 } as const;

/** Research (spec 3 §7): saved articles, PDFs and the research routes. */
export const RESEARCH_LIMITS = {
  /** Passages of one article indexed for the tutor (a long paper's first ones, in reading order). */
  passagesPerArticleMax: 400,
  maxUrlLength: 2_000,
  /**
   * A search query, characters: what the student types and the `search` of GET /api/research/works (the queries the
   * app builds are fitted to it). Scholarly search queries are a few words; OpenAlex-style queries stay short.
   */
  maxSearchLength: 300,
  /** A saved article's id (its work id: an OpenAlex or sample-library id, or an upload's), characters. */
  maxArticleIdLength: 300,
  /** Saved articles per essay (research_saved_articles, the only store: ADR 018). */
  maxSavedArticles: 200,
  maxPdfBytes: 50 * 1024 * 1024,
  /** A PDF upload's multipart body: the PDF plus room for the form fields. */
  maxUploadBodyBytes: 50 * 1024 * 1024 + 64 * 1024,
  /** Largest extracted text kept per article (characters). */
  maxStoredTextChars: 3_000_000,
  /** Largest JSON body of a research route (save-article carries locations and an abstract). */
  maxBodyBytes: 512 * 1024,
  /** The upload form's fields, characters. */
  uploadTitleMax: 1_000,
  uploadAuthorsMax: 2_000,
  uploadAbstractMax: 20_000,
} as const;

/** Article search (spec 3 §9). */
export const SEARCH_LIMITS = {
  batchSize: 200,
  maxBatches: 10,
  pageSize: 25,
  /** OpenAlex's per_page cap; a request of 200 is served as two upstream pages. */
  upstreamPerPage: 100,
  /** OpenAlex answers page × per_page up to this many results; deeper pages need a cursor. */
  maxPagedResults: 10_000,
  maxPage: 400,
  limitedResultsFound: 2000,
  limitedResultsPassing: 255,
} as const;

/** Study paths from the student's own material (issue 16). */
/** The study area's inputs (characters): the chat input and the custom path dialog stop there. */
export const STUDY_LIMITS = {
  /** Messages a conversation reload returns (the most recent). */
  conversationReloadMax: 200,
  /** Study sessions kept per topic (the oldest are dropped). */
  sessionsPerTopicMax: 50,
  /** Most flashcards a due queue returns at once. */
  dueCardsMax: 200,
  /** The longest question the tutor takes. */
  questionMax: 8_000,
  /** The longest description of a custom path. */
  descriptionMax: 4_000,
  /** A deleted study path can be restored (the list's Undo) for this long… */
  restoreWindowMs: 10 * 60_000,
  /** …and is deleted for good (with its topics, progress, chats, quizzes and cards) once this old. */
  purgeAfterMs: 60 * 60_000,
} as const;

export const OWN_MATERIAL_LIMITS = {
  /** PDFs in one request. */
  maxFiles: 10,
  /** Pasted text, characters. */
  maxTextChars: 500_000,
  /** A fetched web page, bytes. */
  maxPageBytes: 5 * 1024 * 1024,
  /** Topics one path may hold after material is added. */
  maxTopics: 400,
  /** A path's name, the pasted text's title and a topic's title, characters. */
  titleMax: 300,
} as const;
