/**
 * Vocabulary of the built-in sample library, one entry per research domain (spec 3 §5's 13 domains). The
 * generator combines a topic, population, setting, method and outcome of one domain into a study and writes
 * its title, abstract and sections from templates, so each text stays about one coherent study.
 *
 * Noun phrases are written to fit the templates: `topics` and `outcomes` are singular or mass nouns
 * ("minimum wage policy", "employment"), `populations` plural ("low-wage workers"), `settings` read after
 * "in" ("twelve European countries").
 */
import type { ResearchDomain } from '../../../../shared/schemas/ai';

export interface MethodEntry {
  /** Reads after "a"/"an": "difference-in-differences analysis". */
  name: string;
  /** Short form for titles: "Quasi-Experimental". */
  short: string;
  design: 'quantitative' | 'qualitative' | 'mixed' | 'review';
  /** What was analysed: "administrative payroll records". */
  data: string;
  /** What was counted: "firms", "participants". */
  unit: string;
  /** How many units such a study has: [min, max]. */
  n: readonly [number, number];
}

export interface DomainVocabulary {
  domain: ResearchDomain;
  /** OpenAlex-style field and subfield for the topics list. */
  field: string;
  subfield: string;
  /** [topic, keyword, keyword]: the topic reads as a noun phrase. */
  topics: ReadonlyArray<readonly [string, string, string]>;
  populations: readonly string[];
  settings: readonly string[];
  methods: readonly MethodEntry[];
  outcomes: readonly string[];
  frameworks: readonly string[];
  journals: readonly string[];
  /** Why the question matters, as a clause: "labour markets adjust slowly to policy shocks". */
  stakes: readonly string[];
}

export const VOCABULARY: readonly DomainVocabulary[] = [
  {
    domain: 'Policy and Governance',
    field: 'Social Sciences',
    subfield: 'Public Administration',
    topics: [
      ['participatory budgeting', 'participatory budgeting', 'citizen participation'],
      ['open government data', 'open data', 'transparency'],
      ['regulatory impact assessment', 'regulation', 'policy evaluation'],
      ['digital public service delivery', 'e-government', 'service delivery'],
      ['anti-corruption reform', 'corruption', 'accountability'],
      ['decentralisation of health services', 'decentralization', 'local government'],
      ['evidence-based policymaking', 'evidence use', 'policy design'],
      ['public procurement reform', 'procurement', 'public spending'],
    ],
    populations: ['municipal governments', 'civil servants', 'local councils', 'regulatory agencies', 'city residents'],
    settings: ['Brazilian municipalities', 'twelve European countries', 'Indian states', 'Canadian provinces', 'sub-Saharan African cities'],
    methods: [
      { name: 'panel regression of municipal records', short: 'Panel Data', design: 'quantitative', data: 'municipal budget records', unit: 'municipalities', n: [180, 2400] },
      { name: 'comparative case study', short: 'Comparative Case', design: 'qualitative', data: 'policy documents and interviews with officials', unit: 'interviews', n: [30, 70] },
      { name: 'mixed-methods evaluation', short: 'Mixed-Methods', design: 'mixed', data: 'a survey of officials and follow-up focus groups', unit: 'respondents', n: [300, 1500] },
      { name: 'systematic review', short: 'Systematic Review', design: 'review', data: 'peer-reviewed evaluations', unit: 'studies', n: [18, 90] },
    ],
    outcomes: ['public trust', 'budget transparency', 'service quality', 'administrative efficiency', 'policy compliance'],
    frameworks: ['principal-agent theory', 'new public management', 'collaborative governance theory'],
    journals: ['Journal of Public Policy Studies', 'Governance Review', 'Public Administration Quarterly', 'Policy Design and Practice'],
    stakes: ['public institutions face rising expectations with flat budgets', 'citizens judge governments by the services they receive', 'reforms often fail in implementation rather than in design'],
  },
  {
    domain: 'Political Science',
    field: 'Social Sciences',
    subfield: 'Political Science and International Relations',
    topics: [
      ['voter turnout', 'elections', 'turnout'],
      ['political polarisation', 'polarization', 'partisanship'],
      ['social media campaigning', 'social media', 'participation'],
      ['electoral system design', 'electoral systems', 'proportional representation'],
      ['populist party support', 'populism', 'party support'],
      ['legislative gender quota adoption', 'gender quotas', 'representation'],
      ['misinformation during election campaigns', 'misinformation', 'campaigns'],
      ['compulsory voting', 'compulsory voting', 'democracy'],
    ],
    populations: ['young voters', 'first-time voters', 'party members', 'legislators', 'registered voters'],
    settings: ['established democracies', 'Latin American democracies', 'the United States', 'post-communist Europe', 'Southeast Asia'],
    methods: [
      { name: 'survey experiment', short: 'Survey Experiment', design: 'quantitative', data: 'a nationally representative online survey', unit: 'respondents', n: [1500, 6000] },
      { name: 'cross-national regression analysis', short: 'Cross-National', design: 'quantitative', data: 'national election returns', unit: 'elections', n: [90, 400] },
      { name: 'process tracing study', short: 'Process Tracing', design: 'qualitative', data: 'party archives and elite interviews', unit: 'interviews', n: [25, 60] },
      { name: 'meta-analysis', short: 'Meta-Analysis', design: 'review', data: 'published field experiments', unit: 'studies', n: [20, 80] },
    ],
    outcomes: ['electoral participation', 'trust in parliament', 'ideological distance', 'vote choice', 'democratic satisfaction'],
    frameworks: ['rational choice theory', 'the civic voluntarism model', 'social identity theory'],
    journals: ['Comparative Politics Review', 'Electoral Studies Journal', 'Journal of Political Behaviour', 'Democracy and Society'],
    stakes: ['democratic legitimacy depends on broad participation', 'trust in representative institutions has fallen in many countries', 'small institutional changes can reshape who votes'],
  },
  {
    domain: 'International Relations',
    field: 'Social Sciences',
    subfield: 'Political Science and International Relations',
    topics: [
      ['sanctions policy', 'sanctions', 'coercion'],
      ['climate diplomacy', 'climate negotiations', 'diplomacy'],
      ['UN peacekeeping', 'peacekeeping', 'conflict'],
      ['regional trade integration', 'trade agreements', 'regional integration'],
      ['foreign aid allocation', 'foreign aid', 'development assistance'],
      ['nuclear non-proliferation', 'non-proliferation', 'arms control'],
      ['refugee protection', 'refugees', 'international law'],
      ['cyber security cooperation', 'cyber security', 'international norms'],
    ],
    populations: ['member states', 'donor governments', 'conflict-affected communities', 'negotiating delegations', 'host countries'],
    settings: ['the United Nations system', 'the European Union', 'the Horn of Africa', 'the Asia-Pacific region', 'post-conflict states'],
    methods: [
      { name: 'event-history analysis', short: 'Event-History', design: 'quantitative', data: 'a dataset of interstate disputes', unit: 'country pairs', n: [800, 9000] },
      { name: 'discourse analysis', short: 'Discourse Analysis', design: 'qualitative', data: 'official statements and negotiation records', unit: 'documents', n: [120, 900] },
      { name: 'structured focused comparison', short: 'Comparative', design: 'qualitative', data: 'archival records and diplomatic cables', unit: 'cases', n: [4, 12] },
      { name: 'gravity model estimation', short: 'Gravity Model', design: 'quantitative', data: 'bilateral trade flows', unit: 'country pairs', n: [2000, 18000] },
    ],
    outcomes: ['conflict recurrence', 'policy convergence', 'bilateral trade', 'compliance with agreements', 'civilian protection'],
    frameworks: ['liberal institutionalism', 'realism', 'constructivism'],
    journals: ['International Studies Review', 'Journal of Global Governance', 'Security and Diplomacy', 'World Politics Quarterly'],
    stakes: ['cooperation between states remains fragile', 'international commitments are hard to enforce', 'shocks in one region spread quickly to others'],
  },
  {
    domain: 'Business and Industry',
    field: 'Business, Management and Accounting',
    subfield: 'Strategy and Management',
    topics: [
      ['remote work', 'remote work', 'telework'],
      ['corporate sustainability reporting', 'sustainability reporting', 'ESG'],
      ['supply chain resilience', 'supply chains', 'resilience'],
      ['workplace wellbeing support', 'employee wellbeing', 'human resources'],
      ['digital transformation', 'digital transformation', 'innovation'],
      ['family business succession', 'family firms', 'succession'],
      ['platform-based gig work', 'gig economy', 'platform work'],
      ['board gender diversity', 'board diversity', 'corporate governance'],
    ],
    populations: ['small and medium-sized enterprises', 'manufacturing firms', 'knowledge workers', 'retail employees', 'listed companies'],
    settings: ['Germany and the Netherlands', 'the United Kingdom', 'East Asian economies', 'the United States', 'emerging markets'],
    methods: [
      { name: 'longitudinal firm-level analysis', short: 'Firm-Level', design: 'quantitative', data: 'audited financial statements', unit: 'firms', n: [400, 5000] },
      { name: 'multiple case study', short: 'Case Study', design: 'qualitative', data: 'interviews with managers in six firms', unit: 'interviews', n: [30, 60] },
      { name: 'structural equation model', short: 'Survey', design: 'quantitative', data: 'an employee survey', unit: 'employees', n: [600, 4000] },
      { name: 'mixed-methods study', short: 'Mixed-Methods', design: 'mixed', data: 'HR records and manager interviews', unit: 'workers', n: [300, 3000] },
    ],
    outcomes: ['productivity', 'employee retention', 'financial performance', 'innovation output', 'job satisfaction'],
    frameworks: ['the resource-based view', 'stakeholder theory', 'the job demands-resources model'],
    journals: ['Journal of Management Practice', 'Strategic Organisation Review', 'Business and Society Letters', 'Operations and Supply Review'],
    stakes: ['firms compete in volatile markets', 'workplace practices changed quickly after 2020', 'investors increasingly price non-financial risks'],
  },
  {
    domain: 'Economics',
    field: 'Economics, Econometrics and Finance',
    subfield: 'Economics and Econometrics',
    topics: [
      ['minimum wage policy', 'minimum wage', 'labor market'],
      ['universal basic income', 'basic income', 'cash transfers'],
      ['inflation targeting', 'inflation', 'monetary policy'],
      ['housing affordability', 'housing', 'rents'],
      ['workplace automation', 'automation', 'technological change'],
      ['microfinance', 'microcredit', 'financial inclusion'],
      ['carbon pricing', 'carbon tax', 'environmental economics'],
      ['income inequality', 'inequality', 'redistribution'],
    ],
    populations: ['low-wage workers', 'households', 'small businesses', 'young adults', 'rural households'],
    settings: ['US states', 'OECD countries', 'Kenyan villages', 'Spanish regions', 'metropolitan labour markets'],
    methods: [
      { name: 'difference-in-differences analysis', short: 'Quasi-Experimental', design: 'quantitative', data: 'administrative payroll records', unit: 'county-quarters', n: [5000, 40000] },
      { name: 'randomised controlled trial', short: 'Randomised', design: 'quantitative', data: 'baseline and endline household surveys', unit: 'households', n: [900, 6000] },
      { name: 'instrumental variables estimation', short: 'Instrumental Variables', design: 'quantitative', data: 'census microdata', unit: 'individuals', n: [20000, 90000] },
      { name: 'structural model', short: 'Structural', design: 'quantitative', data: 'matched employer-employee data', unit: 'workers', n: [10000, 80000] },
    ],
    outcomes: ['employment', 'household consumption', 'earnings', 'poverty rates', 'price levels'],
    frameworks: ['search and matching theory', 'the permanent income hypothesis', 'human capital theory'],
    journals: ['Journal of Applied Economics', 'Economic Policy Letters', 'Review of Labour Economics', 'Development Economics Quarterly'],
    stakes: ['policy debates often run ahead of the evidence', 'households respond to incentives in ways models do not always predict', 'labour markets adjust slowly to policy shocks'],
  },
  {
    domain: 'Science and Technology',
    field: 'Computer Science',
    subfield: 'Artificial Intelligence',
    topics: [
      ['machine learning for medical imaging', 'machine learning', 'medical imaging'],
      ['large language model assistance', 'language models', 'natural language processing'],
      ['algorithmic fairness', 'fairness', 'bias'],
      ['renewable energy storage', 'batteries', 'energy storage'],
      ['quantum computing', 'quantum algorithms', 'qubits'],
      ['open-source maintenance funding', 'open source', 'software maintenance'],
      ['CRISPR gene editing', 'CRISPR', 'genome editing'],
      ['privacy-preserving data analysis', 'differential privacy', 'data protection'],
    ],
    populations: ['software developers', 'research laboratories', 'hospital radiology units', 'engineering students', 'technology start-ups'],
    settings: ['public benchmark datasets', 'three university hospitals', 'open-source repositories', 'laboratory conditions', 'industrial test sites'],
    methods: [
      { name: 'controlled benchmark evaluation', short: 'Benchmark', design: 'quantitative', data: 'five public benchmark datasets', unit: 'test cases', n: [2000, 50000] },
      { name: 'empirical study of repositories', short: 'Empirical', design: 'quantitative', data: 'commit histories', unit: 'repositories', n: [800, 6000] },
      { name: 'laboratory experiment', short: 'Experimental', design: 'quantitative', data: 'repeated measurements under controlled conditions', unit: 'trials', n: [60, 600] },
      { name: 'systematic literature review', short: 'Systematic Review', design: 'review', data: 'conference and journal papers', unit: 'papers', n: [40, 160] },
    ],
    outcomes: ['accuracy', 'energy efficiency', 'error rates', 'reproducibility', 'computational cost'],
    frameworks: ['statistical learning theory', 'the technology acceptance model', 'socio-technical systems theory'],
    journals: ['Journal of Computing Research', 'Applied Machine Intelligence', 'Technology and Engineering Letters', 'Open Science and Software'],
    stakes: ['new techniques reach practice faster than they are evaluated', 'performance on benchmarks does not always transfer to real settings', 'computing costs and energy use keep rising'],
  },
  {
    domain: 'Education',
    field: 'Social Sciences',
    subfield: 'Education',
    topics: [
      ['online learning', 'online learning', 'distance education'],
      ['formative assessment', 'formative assessment', 'feedback'],
      ['early childhood education', 'early childhood', 'school readiness'],
      ['class size reduction', 'class size', 'school resources'],
      ['teacher professional development', 'teacher training', 'professional development'],
      ['bilingual education', 'bilingual education', 'language learning'],
      ['growth mindset training', 'growth mindset', 'motivation'],
      ['universal free school meal provision', 'school meals', 'nutrition'],
    ],
    populations: ['secondary school students', 'primary school pupils', 'university students', 'novice teachers', 'first-generation students'],
    settings: ['public schools in Chile', 'urban districts in the United States', 'Finnish primary schools', 'community colleges', 'rural schools in India'],
    methods: [
      { name: 'cluster-randomised trial', short: 'Randomised', design: 'quantitative', data: 'standardised test scores and classroom observations', unit: 'students', n: [1200, 9000] },
      { name: 'regression discontinuity design', short: 'Quasi-Experimental', design: 'quantitative', data: 'national examination records', unit: 'students', n: [8000, 60000] },
      { name: 'ethnographic study', short: 'Ethnographic', design: 'qualitative', data: 'classroom observation over one school year', unit: 'lessons', n: [40, 120] },
      { name: 'mixed-methods evaluation', short: 'Mixed-Methods', design: 'mixed', data: 'attendance records, surveys and teacher interviews', unit: 'participants', n: [300, 2500] },
    ],
    outcomes: ['academic achievement', 'student engagement', 'attendance', 'reading proficiency', 'course completion'],
    frameworks: ['self-determination theory', 'sociocultural learning theory', 'cognitive load theory'],
    journals: ['Journal of Educational Research and Practice', 'Learning and Instruction Review', 'Comparative Education Letters', 'Teaching and Teacher Studies'],
    stakes: ['learning gaps widen when students fall behind early', 'schools must choose between interventions with limited budgets', 'classroom practice changes slowly'],
  },
  {
    domain: 'Health and Medicine',
    field: 'Medicine',
    subfield: 'Public Health, Environmental and Occupational Health',
    topics: [
      ['nurse staffing', 'nurse staffing', 'patient safety'],
      ['telemedicine', 'telehealth', 'remote consultation'],
      ['regular physical activity', 'physical activity', 'depression'],
      ['childhood vaccination uptake', 'vaccination', 'immunisation'],
      ['antibiotic stewardship', 'antimicrobial resistance', 'antibiotics'],
      ['type 2 diabetes prevention', 'diabetes', 'lifestyle intervention'],
      ['social media use', 'mental health', 'adolescents'],
      ['short sleep duration', 'sleep', 'cognitive function'],
    ],
    populations: ['hospital inpatients', 'adolescents', 'older adults', 'primary care patients', 'pregnant women'],
    settings: ['acute care hospitals in England', 'primary care clinics', 'a national cohort in Denmark', 'rural health districts in Malawi', 'community health centres'],
    methods: [
      { name: 'retrospective cohort study', short: 'Cohort', design: 'quantitative', data: 'electronic health records', unit: 'patients', n: [3000, 90000] },
      { name: 'randomised controlled trial', short: 'Randomised Controlled', design: 'quantitative', data: 'clinical outcome measures at baseline and twelve months', unit: 'participants', n: [120, 1400] },
      { name: 'qualitative interview study', short: 'Qualitative', design: 'qualitative', data: 'semi-structured interviews with clinicians and patients', unit: 'interviews', n: [20, 50] },
      { name: 'systematic review and meta-analysis', short: 'Systematic Review', design: 'review', data: 'randomised and observational studies', unit: 'studies', n: [15, 70] },
    ],
    outcomes: ['mortality', 'symptom severity', 'hospital readmission', 'quality of life', 'treatment adherence'],
    frameworks: ['the social determinants of health model', 'the health belief model', 'the Donabedian framework'],
    journals: ['Journal of Clinical and Public Health', 'Health Services Research Letters', 'Preventive Medicine Review', 'Global Health Practice'],
    stakes: ['health systems face growing demand and staff shortages', 'preventable conditions account for much of the burden of disease', 'clinical guidelines depend on evidence from real settings'],
  },
  {
    domain: 'Environmental Science',
    field: 'Environmental Science',
    subfield: 'Ecology',
    topics: [
      ['climate adaptation in coastal cities', 'climate adaptation', 'sea level rise'],
      ['urban green space', 'green space', 'urban ecology'],
      ['deforestation', 'deforestation', 'land use change'],
      ['plastic pollution in rivers', 'plastic pollution', 'microplastics'],
      ['soil carbon sequestration', 'soil carbon', 'conservation tillage'],
      ['pollinator decline', 'pollinators', 'biodiversity'],
      ['traffic-related air pollution', 'air pollution', 'particulate matter'],
      ['drip irrigation', 'water scarcity', 'irrigation'],
    ],
    populations: ['coastal communities', 'smallholder farmers', 'urban residents', 'river catchments', 'protected areas'],
    settings: ['the Mekong Delta', 'Mediterranean cities', 'the Brazilian Amazon', 'European river basins', 'the North China Plain'],
    methods: [
      { name: 'remote-sensing analysis', short: 'Remote Sensing', design: 'quantitative', data: 'satellite imagery', unit: 'grid cells', n: [10000, 90000] },
      { name: 'field experiment', short: 'Field Experiment', design: 'quantitative', data: 'soil and water samples', unit: 'plots', n: [60, 240] },
      { name: 'participatory scenario study', short: 'Participatory', design: 'mixed', data: 'stakeholder workshops and household surveys', unit: 'households', n: [200, 1200] },
      { name: 'systematic review', short: 'Systematic Review', design: 'review', data: 'published field studies', unit: 'studies', n: [25, 110] },
    ],
    outcomes: ['flood risk', 'species richness', 'carbon storage', 'pollutant concentrations', 'crop yields'],
    frameworks: ['social-ecological systems theory', 'ecosystem services valuation', 'resilience theory'],
    journals: ['Journal of Environmental Change', 'Ecology and Society Letters', 'Sustainability Science Review', 'Water and Land Research'],
    stakes: ['environmental change is accelerating faster than planning cycles', 'ecosystem losses are hard to reverse', 'communities with the fewest resources face the highest exposure'],
  },
  {
    domain: 'Social Sciences',
    field: 'Social Sciences',
    subfield: 'Sociology and Political Science',
    topics: [
      ['social isolation', 'loneliness', 'social networks'],
      ['intergenerational mobility', 'social mobility', 'inequality'],
      ['immigrant integration', 'immigration', 'integration'],
      ['neighbourhood deprivation', 'neighborhoods', 'segregation'],
      ['gender pay gap', 'gender gap', 'wages'],
      ['youth unemployment', 'unemployment', 'transition to work'],
      ['volunteering', 'volunteering', 'wellbeing'],
      ['household division of labour', 'division of labor', 'care work'],
    ],
    populations: ['older adults living alone', 'second-generation immigrants', 'young adults', 'working mothers', 'low-income families'],
    settings: ['European cities', 'the United Kingdom', 'Australian households', 'South Korea', 'US metropolitan areas'],
    methods: [
      { name: 'longitudinal panel analysis', short: 'Longitudinal', design: 'quantitative', data: 'a household panel survey', unit: 'respondents', n: [4000, 20000] },
      { name: 'in-depth interview study', short: 'Interview', design: 'qualitative', data: 'life-history interviews', unit: 'interviews', n: [30, 70] },
      { name: 'multilevel regression analysis', short: 'Multilevel', design: 'quantitative', data: 'census tracts linked to survey responses', unit: 'individuals', n: [5000, 40000] },
      { name: 'mixed-methods study', short: 'Mixed-Methods', design: 'mixed', data: 'survey data and focus groups', unit: 'participants', n: [250, 1800] },
    ],
    outcomes: ['life satisfaction', 'social trust', 'labour market attachment', 'income mobility', 'civic participation'],
    frameworks: ['social capital theory', 'life course theory', 'intersectionality'],
    journals: ['Journal of Social Research', 'Sociology and Society Review', 'Population and Social Change', 'Family and Community Studies'],
    stakes: ['social ties shape life chances well beyond income', 'inequalities compound across generations', 'public programmes rarely reach the most isolated'],
  },
  {
    domain: 'Cultural Studies',
    field: 'Arts and Humanities',
    subfield: 'Cultural Studies',
    topics: [
      ['music streaming', 'music streaming', 'cultural consumption'],
      ['museum digitisation', 'museums', 'digital heritage'],
      ['online fandom', 'fandom', 'participatory culture'],
      ['representation in film', 'film', 'representation'],
      ['indigenous language revitalisation', 'language revitalization', 'indigenous cultures'],
      ['food heritage', 'food', 'identity'],
      ['public art in urban regeneration', 'public art', 'urban regeneration'],
      ['narrative game design', 'video games', 'narrative'],
    ],
    populations: ['young audiences', 'museum visitors', 'independent artists', 'diaspora communities', 'online creators'],
    settings: ['Nordic countries', 'West Africa', 'North American cities', 'the Pacific Islands', 'online platforms'],
    methods: [
      { name: 'digital ethnography', short: 'Ethnographic', design: 'qualitative', data: 'two years of participant observation in online communities', unit: 'posts', n: [900, 6000] },
      { name: 'content analysis', short: 'Content Analysis', design: 'mixed', data: 'films released over two decades', unit: 'films', n: [200, 700] },
      { name: 'audience survey', short: 'Survey', design: 'quantitative', data: 'an audience survey', unit: 'respondents', n: [800, 3000] },
      { name: 'critical discourse analysis', short: 'Discourse', design: 'qualitative', data: 'press coverage and policy documents', unit: 'texts', n: [150, 800] },
    ],
    outcomes: ['cultural participation', 'sense of belonging', 'audience diversity', 'creative income', 'heritage awareness'],
    frameworks: ['cultural capital theory', 'participatory culture theory', 'postcolonial theory'],
    journals: ['Journal of Cultural Research', 'Media and Culture Review', 'Heritage and Society', 'Arts and Audiences Quarterly'],
    stakes: ['cultural life is increasingly mediated by platforms', 'heritage institutions compete for attention and funding', 'questions of voice and representation shape public debate'],
  },
  {
    domain: 'Ethics and Philosophy',
    field: 'Arts and Humanities',
    subfield: 'Philosophy',
    topics: [
      ['AI ethics guidance', 'AI ethics', 'moral responsibility'],
      ['informed consent in research', 'informed consent', 'research ethics'],
      ['climate justice', 'climate justice', 'intergenerational ethics'],
      ['animal welfare', 'animal ethics', 'moral status'],
      ['privacy as a moral right', 'privacy', 'autonomy'],
      ['effective altruism', 'altruism', 'utilitarianism'],
      ['end-of-life decision making', 'end of life', 'bioethics'],
      ['academic integrity', 'academic integrity', 'plagiarism'],
    ],
    populations: ['research participants', 'clinicians', 'ethics committees', 'university students', 'technology designers'],
    settings: ['contemporary liberal democracies', 'clinical research', 'higher education', 'the technology sector', 'global health partnerships'],
    methods: [
      { name: 'conceptual analysis', short: 'Conceptual', design: 'qualitative', data: 'the philosophical literature', unit: 'arguments', n: [12, 40] },
      { name: 'empirical ethics study', short: 'Empirical Ethics', design: 'mixed', data: 'a survey and interviews with practitioners', unit: 'respondents', n: [150, 900] },
      { name: 'normative argument', short: 'Normative', design: 'qualitative', data: 'case studies drawn from recent controversies', unit: 'cases', n: [4, 10] },
      { name: 'scoping review', short: 'Scoping Review', design: 'review', data: 'ethics guidelines and policy statements', unit: 'documents', n: [40, 180] },
    ],
    outcomes: ['moral responsibility', 'fairness judgments', 'trust in institutions', 'respect for autonomy', 'policy acceptability'],
    frameworks: ['Kantian deontology', 'consequentialism', 'virtue ethics'],
    journals: ['Journal of Applied Ethics', 'Philosophy and Public Affairs Review', 'Bioethics Letters', 'Ethics and Technology'],
    stakes: ['new technologies raise questions existing rules did not anticipate', 'institutions must justify decisions to those they affect', 'moral disagreement is persistent and reasonable'],
  },
  {
    domain: 'History',
    field: 'Arts and Humanities',
    subfield: 'History',
    topics: [
      ['factory legislation', 'industrial revolution', 'child labour'],
      ['the 1918 influenza pandemic', 'influenza pandemic', 'public health history'],
      ['decolonisation', 'decolonization', 'independence movements'],
      ['Silk Road trade', 'Silk Road', 'trade history'],
      ['wartime female employment', 'women workers', 'world war'],
      ['Cold War space competition', 'space race', 'Cold War'],
      ['the spread of the printing press', 'printing press', 'literacy'],
      ['guild regulation', 'guilds', 'medieval towns'],
    ],
    populations: ['factory workers', 'colonial administrators', 'merchants', 'urban households', 'independence activists'],
    settings: ['nineteenth-century Britain', 'colonial East Africa', 'Central Asia', 'early modern Europe', 'the United States and the Soviet Union'],
    methods: [
      { name: 'archival study', short: 'Archival', design: 'qualitative', data: 'parliamentary papers, newspapers and private letters', unit: 'documents', n: [300, 2500] },
      { name: 'quantitative historical analysis', short: 'Quantitative', design: 'quantitative', data: 'parish registers and census returns', unit: 'records', n: [8000, 60000] },
      { name: 'comparative historical analysis', short: 'Comparative', design: 'qualitative', data: 'records from four colonial archives', unit: 'cases', n: [4, 4] },
      { name: 'historiographical review', short: 'Historiographical', design: 'review', data: 'a century of scholarship on the period', unit: 'works', n: [60, 200] },
    ],
    outcomes: ['literacy rates', 'wages and living standards', 'political mobilisation', 'mortality', 'trade volumes'],
    frameworks: ['social history', 'world-systems analysis', 'the history of everyday life'],
    journals: ['Journal of Historical Research', 'Economic and Social History Review', 'Past and Present Letters', 'Global History Quarterly'],
    stakes: ['popular memory often simplifies the past', 'archival evidence has been read through a narrow set of sources', 'long-run change is visible only across generations'],
  },
];

export const GIVEN_NAMES = [
  'Amara', 'Lucas', 'Mei', 'Santiago', 'Priya', 'Jonas', 'Fatima', 'Elena', 'Kwame', 'Hana', 'Mateo', 'Ingrid', 'Rahul',
  'Chiara', 'Tomas', 'Aisha', 'Daniel', 'Sofia', 'Kenji', 'Nadia', 'Oliver', 'Leila', 'Samuel', 'Ana', 'Yusuf', 'Clara',
  'Ibrahim', 'Marta', 'Chen', 'Grace', 'Pablo', 'Zainab', 'Henrik', 'Lucia', 'Arjun', 'Emma', 'Tariq', 'Julia', 'Femi', 'Noor',
];

export const FAMILY_NAMES = [
  'Okafor', 'Lindqvist', 'Zhang', 'Moreno', 'Sharma', 'Becker', 'Haddad', 'Rossi', 'Mensah', 'Takahashi', 'Silva', 'Nowak',
  'Patel', 'Dubois', 'Kowalski', 'Abdi', 'Fischer', 'Costa', 'Yamamoto', 'Karimi', 'Bennett', 'Nguyen', 'Adeyemi', 'Larsen',
  'Schmidt', 'Garcia', 'Osei', 'Jensen', 'Kim', 'Hughes', 'Ortiz', 'Banerjee', 'Novak', 'Mwangi', 'Ferreira', 'Ahmed',
  'Keller', 'Ivanova', 'Tanaka', 'Walsh',
];
