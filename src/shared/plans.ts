/** The plan catalogue of spec 1 §3: one source for the pricing cards, registration and checkout. */
export const PLAN_LEVELS = [
  'programming',
  'math',
  'science',
  'writing',
  'literature',
  'history',
  'nursing',
  'faith',
  'secret_test',
] as const;

export type PlanLevel = (typeof PLAN_LEVELS)[number];

export interface Plan {
  level: PlanLevel;
  displayName: string;
  priceDisplay: string;
  originalPrice: string;
  discount: string;
  description: string;
  features: string[];
  isPopular: boolean;
  isSecret: boolean;
  isComingSoon: boolean;
}

const PRICE = '$19.99';
const ORIGINAL = '$45';
const DISCOUNT = '56% OFF';

function plan(
  level: PlanLevel,
  displayName: string,
  description: string,
  features: string[],
  flags: Partial<Pick<Plan, 'isPopular' | 'isSecret' | 'isComingSoon'>> = {},
): Plan {
  return {
    level,
    displayName,
    priceDisplay: PRICE,
    originalPrice: ORIGINAL,
    discount: DISCOUNT,
    description,
    features,
    isPopular: flags.isPopular ?? false,
    isSecret: flags.isSecret ?? false,
    isComingSoon: flags.isComingSoon ?? false,
  };
}

export const PLANS: readonly Plan[] = [
  plan(
    'programming',
    'Programming Pro',
    'Learn to code and pass IT certifications with a tutor that explains every line.',
    [
      'CompTIA, AWS and cloud certification paths',
      'Code explanations with highlighted examples',
      'Debugging walkthroughs step by step',
      'Practice quizzes and flashcards',
    ],
    { isPopular: true },
  ),
  plan('math', 'Math Master', 'Work through algebra, calculus and statistics one clear step at a time.', [
    'Step-by-step worked solutions',
    'Rendered formulas and notation',
    'Practice problems at your level',
    'Progress tracking per topic',
  ]),
  plan(
    'science',
    'Science Explorer',
    'Biology, chemistry and physics explained with sources you can check.',
    [
      'Concept explanations with citations',
      'Lab report and research help',
      'Quizzes built from your topics',
      'Flashcards with spaced repetition',
    ],
  ),
  plan(
    'writing',
    'Writing Wizard',
    'Plan, draft and polish essays with guided phases and honest AI feedback.',
    [
      'Guided academic and creative essays',
      'Thesis and prompt reviews',
      'Scholarly article research and citations',
      'APA, MLA and Chicago formatting',
    ],
  ),
  plan(
    'literature',
    'Literature Guide',
    'Read closely, analyse themes and write about literature with confidence.',
    [
      'Theme and character analysis',
      'Close-reading questions',
      'Essay planning for literary analysis',
      'Citation help for quotations',
    ],
  ),
  plan('history', 'History Scholar', 'Understand causes, sources and arguments across history.', [
    'Timelines and cause-and-effect study',
    'Primary and secondary source research',
    'Argumentative essay guidance',
    'Review quizzes and flashcards',
  ]),
  plan(
    'nursing',
    'Nursing Pro',
    'Prepare for the NCLEX-RN with a tutor that knows the client-needs categories.',
    [
      'NCLEX-RN study path by client-needs category',
      'Clinical reasoning practice questions',
      'Pharmacology flashcards',
      'Care-plan and paper writing help',
    ],
    { isPopular: true },
  ),
  plan(
    'faith',
    'Faith Foundations',
    'Study scripture, theology and church history with respectful guidance.',
    [
      'Scripture study plans',
      'Theology and history topics',
      'Reflection and essay prompts',
      'Quizzes and flashcards',
    ],
  ),
  plan(
    'secret_test',
    'Secret Test',
    'An internal plan for testing the checkout end to end.',
    ['Full access for checkout testing'],
    { isSecret: true },
  ),
];

export function findPlan(level: string): Plan | undefined {
  return PLANS.find((p) => p.level === level);
}

/**
 * A plan that a visitor may choose. Coming-soon plans may not; since issue 16 all eight plans have a product behind
 * them (paths from one's own material in every subject), and the flag stays for plans announced before they ship.
 */
export function isSelectablePlan(level: string, plans: readonly Plan[] = PLANS): boolean {
  const p = plans.find((x) => x.level === level);
  return p !== undefined && !p.isComingSoon;
}

/** 'programming' → 'Programming'; 'secret_test' → 'Secret Test'. */
export function capitalisePlanLevel(level: string): string {
  return level
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
