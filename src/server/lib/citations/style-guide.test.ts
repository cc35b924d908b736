/**
 * The formatter against the style guides: one row per reference, the expected entry in each style written from the
 * rules and published examples of the APA Publication Manual (7th ed.), the MLA Handbook (9th ed.) and the Chicago
 * Manual of Style (17th ed., author-date system, chapter 15), then the in-text citation of the same work.
 * Deliberate simplifications (no place of publication for Chicago books, one genre for every thesis) are listed in
 * the module docs of csl-styles.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatBibliography, formatCitation, formatInTextCitation, formatReferences } from './citations';
import type { Work } from './works';

const FAMILIES = [
  'Abbott',
  'Baker',
  'Carter',
  'Dalton',
  'Ellis',
  'Fisher',
  'Grant',
  'Hayes',
  'Irwin',
  'Jensen',
  'Keller',
  'Larson',
  'Mason',
  'Nolan',
  'Owens',
  'Parker',
  'Quinn',
  'Reyes',
  'Sutton',
  'Tucker',
  'Upton',
  'Vance',
  'Walsh',
  'Xu',
  'Young',
];
/** n authors "Pat Abbott", "Pat Baker" … */
const pats = (n: number) => FAMILIES.slice(0, n).map((f) => `Pat ${f}`);
const apaPats = (n: number) => FAMILIES.slice(0, n).map((f) => `${f}, P.`);
const fullPats = (n: number) => FAMILIES.slice(0, n).map((f) => `Pat ${f}`);

interface Row {
  name: string;
  work: Work;
  apa: string;
  mla: string;
  chicago: string;
  /** The page cited in the text, if any. */
  page?: string;
  inText: { apa: string; mla: string; chicago: string };
}

const ROWS: Row[] = [
  {
    name: 'journal article, 5 authors, particle, volume/issue/pages/DOI (Myers et al. 2000, Nature)',
    work: {
      title: 'Biodiversity hotspots for conservation priorities',
      authors: [
        'Norman Myers',
        'Russell A. Mittermeier',
        'Cristina G. Mittermeier',
        'Gustavo A. B. da Fonseca',
        'Jennifer Kent',
      ],
      year: 2000,
      journal: 'Nature',
      volume: '403',
      issue: '6772',
      pages: '853-858',
      doi: '10.1038/35002501',
    },
    apa: 'Myers, N., Mittermeier, R. A., Mittermeier, C. G., da Fonseca, G. A. B., & Kent, J. (2000). Biodiversity hotspots for conservation priorities. Nature, 403(6772), 853–858. https://doi.org/10.1038/35002501',
    mla: 'Myers, Norman, et al. “Biodiversity Hotspots for Conservation Priorities.” Nature, vol. 403, no. 6772, 2000, pp. 853–58. https://doi.org/10.1038/35002501.',
    chicago:
      'Myers, Norman, Russell A. Mittermeier, Cristina G. Mittermeier, Gustavo A. B. da Fonseca, and Jennifer Kent. 2000. “Biodiversity Hotspots for Conservation Priorities.” Nature 403, no. 6772: 853–58. https://doi.org/10.1038/35002501.',
    page: '855',
    inText: {
      apa: '(Myers et al., 2000, p. 855)',
      mla: '(Myers et al. 855)',
      chicago: '(Myers et al. 2000, 855)',
    },
  },
  {
    name: 'journal article, 9 authors, article number, no issue, subtitle after a colon (Piwowar et al. 2018, PeerJ)',
    work: {
      title: 'The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles',
      authors: [
        'Heather Piwowar',
        'Jason Priem',
        'Vincent Larivière',
        'Juan Pablo Alperín',
        'Lisa Matthias',
        'Bree Norlander',
        'Ashley Farley',
        'Jevin D. West',
        'Stefanie Haustein',
      ],
      year: 2018,
      journal: 'PeerJ',
      volume: '6',
      pages: 'e4375',
      doi: 'https://doi.org/10.7717/peerj.4375',
    },
    apa: 'Piwowar, H., Priem, J., Larivière, V., Alperín, J. P., Matthias, L., Norlander, B., Farley, A., West, J. D., & Haustein, S. (2018). The state of OA: A large-scale analysis of the prevalence and impact of Open Access articles. PeerJ, 6, e4375. https://doi.org/10.7717/peerj.4375',
    mla: 'Piwowar, Heather, et al. “The State of OA: A Large-Scale Analysis of the Prevalence and Impact of Open Access Articles.” PeerJ, vol. 6, 2018, article e4375. https://doi.org/10.7717/peerj.4375.',
    chicago:
      'Piwowar, Heather, Jason Priem, Vincent Larivière, Juan Pablo Alperín, Lisa Matthias, Bree Norlander, Ashley Farley, Jevin D. West, and Stefanie Haustein. 2018. “The State of OA: A Large-Scale Analysis of the Prevalence and Impact of Open Access Articles.” PeerJ 6: e4375. https://doi.org/10.7717/peerj.4375.',
    page: '3',
    inText: {
      apa: '(Piwowar et al., 2018, p. 3)',
      mla: '(Piwowar et al. 3)',
      chicago: '(Piwowar et al. 2018, 3)',
    },
  },
  {
    name: 'journal article, 1 author, no issue, no DOI → URL',
    work: {
      title: 'Social media use and adolescent sleep',
      authors: ['Sarah Jones'],
      year: 2016,
      journal: 'Journal of Adolescence',
      volume: 51,
      pages: '41-49',
      url: 'https://example.org/jad',
    },
    apa: 'Jones, S. (2016). Social media use and adolescent sleep. Journal of Adolescence, 51, 41–49. https://example.org/jad',
    mla: 'Jones, Sarah. “Social Media Use and Adolescent Sleep.” Journal of Adolescence, vol. 51, 2016, pp. 41–49. example.org/jad.',
    chicago:
      'Jones, Sarah. 2016. “Social Media Use and Adolescent Sleep.” Journal of Adolescence 51: 41–49. https://example.org/jad.',
    page: '45',
    inText: { apa: '(Jones, 2016, p. 45)', mla: '(Jones 45)', chicago: '(Jones 2016, 45)' },
  },
  {
    name: 'journal article, 2 authors',
    work: {
      title: 'Nurse staffing and patient outcomes',
      authors: ['Ada Lovelace', 'Charles Babbage'],
      year: 2020,
      journal: 'Journal of Nursing',
      volume: 12,
      issue: '3',
      pages: '45-67',
      doi: '10.1000/xyz',
    },
    apa: 'Lovelace, A., & Babbage, C. (2020). Nurse staffing and patient outcomes. Journal of Nursing, 12(3), 45–67. https://doi.org/10.1000/xyz',
    mla: 'Lovelace, Ada, and Charles Babbage. “Nurse Staffing and Patient Outcomes.” Journal of Nursing, vol. 12, no. 3, 2020, pp. 45–67. https://doi.org/10.1000/xyz.',
    chicago:
      'Lovelace, Ada, and Charles Babbage. 2020. “Nurse Staffing and Patient Outcomes.” Journal of Nursing 12, no. 3: 45–67. https://doi.org/10.1000/xyz.',
    page: '50',
    inText: {
      apa: '(Lovelace & Babbage, 2020, p. 50)',
      mla: '(Lovelace and Babbage 50)',
      chicago: '(Lovelace and Babbage 2020, 50)',
    },
  },
  {
    name: 'journal article, 3 authors, "von" particle, page range from 100',
    work: {
      title: 'Programming the first computers',
      authors: ['Grace Hopper', 'Alan Turing', 'John von Neumann'],
      year: 1952,
      journal: 'Computing Review',
      volume: 4,
      issue: 2,
      pages: '100-128',
      doi: '10.1000/cr.1952',
    },
    apa: 'Hopper, G., Turing, A., & von Neumann, J. (1952). Programming the first computers. Computing Review, 4(2), 100–128. https://doi.org/10.1000/cr.1952',
    mla: 'Hopper, Grace, et al. “Programming the First Computers.” Computing Review, vol. 4, no. 2, 1952, pp. 100–28. https://doi.org/10.1000/cr.1952.',
    chicago:
      'Hopper, Grace, Alan Turing, and John von Neumann. 1952. “Programming the First Computers.” Computing Review 4, no. 2: 100–128. https://doi.org/10.1000/cr.1952.',
    page: '101',
    inText: {
      apa: '(Hopper et al., 1952, p. 101)',
      mla: '(Hopper et al. 101)',
      chicago: '(Hopper, Turing, and von Neumann 1952, 101)',
    },
  },
  {
    name: 'journal article, 8 authors (APA lists all, up to 20)',
    work: {
      title: 'Sleep and memory in older adults',
      authors: [
        'Anna Berg',
        'Ben Cole',
        'Cara Diaz',
        'Dan Evans',
        'Eva Fox',
        'Finn Gray',
        'Gina Hall',
        'Hugo Ito',
      ],
      year: 2019,
      journal: 'Sleep Medicine',
      volume: 58,
      pages: '12-19',
      doi: '10.1000/sm.58',
    },
    apa: 'Berg, A., Cole, B., Diaz, C., Evans, D., Fox, E., Gray, F., Hall, G., & Ito, H. (2019). Sleep and memory in older adults. Sleep Medicine, 58, 12–19. https://doi.org/10.1000/sm.58',
    mla: 'Berg, Anna, et al. “Sleep and Memory in Older Adults.” Sleep Medicine, vol. 58, 2019, pp. 12–19. https://doi.org/10.1000/sm.58.',
    chicago:
      'Berg, Anna, Ben Cole, Cara Diaz, Dan Evans, Eva Fox, Finn Gray, Gina Hall, and Hugo Ito. 2019. “Sleep and Memory in Older Adults.” Sleep Medicine 58: 12–19. https://doi.org/10.1000/sm.58.',
    page: '14',
    inText: { apa: '(Berg et al., 2019, p. 14)', mla: '(Berg et al. 14)', chicago: '(Berg et al. 2019, 14)' },
  },
  {
    name: 'journal article, 25 authors (APA: 19, ellipsis, last; Chicago: 7 et al.)',
    work: {
      title: 'A large consortium study of genetic risk',
      authors: pats(25),
      year: 2021,
      journal: 'Nature Genetics',
      volume: 53,
      issue: 4,
      pages: '500-510',
      doi: '10.1000/ng.53',
    },
    apa: `${apaPats(19).join(', ')}, . . . Young, P. (2021). A large consortium study of genetic risk. Nature Genetics, 53(4), 500–510. https://doi.org/10.1000/ng.53`,
    mla: 'Abbott, Pat, et al. “A Large Consortium Study of Genetic Risk.” Nature Genetics, vol. 53, no. 4, 2021, pp. 500–10. https://doi.org/10.1000/ng.53.',
    chicago: `Abbott, Pat, ${fullPats(7).slice(1).join(', ')}, et al. 2021. “A Large Consortium Study of Genetic Risk.” Nature Genetics 53, no. 4: 500–510. https://doi.org/10.1000/ng.53.`,
    page: '505',
    inText: {
      apa: '(Abbott et al., 2021, p. 505)',
      mla: '(Abbott et al. 505)',
      chicago: '(Abbott et al. 2021, 505)',
    },
  },
  {
    name: 'journal article, 11 authors (Chicago: first seven, et al.)',
    work: {
      title: 'Multisite trial of a reading intervention',
      authors: pats(11),
      year: 2020,
      journal: 'Reading Research Quarterly',
      volume: 55,
      issue: 2,
      pages: '201-230',
      doi: '10.1000/rrq.55',
    },
    apa: `${apaPats(10).join(', ')}, & Keller, P. (2020). Multisite trial of a reading intervention. Reading Research Quarterly, 55(2), 201–230. https://doi.org/10.1000/rrq.55`,
    mla: 'Abbott, Pat, et al. “Multisite Trial of a Reading Intervention.” Reading Research Quarterly, vol. 55, no. 2, 2020, pp. 201–30. https://doi.org/10.1000/rrq.55.',
    chicago: `Abbott, Pat, ${fullPats(7).slice(1).join(', ')}, et al. 2020. “Multisite Trial of a Reading Intervention.” Reading Research Quarterly 55, no. 2: 201–30. https://doi.org/10.1000/rrq.55.`,
    page: '210',
    inText: {
      apa: '(Abbott et al., 2020, p. 210)',
      mla: '(Abbott et al. 210)',
      chicago: '(Abbott et al. 2020, 210)',
    },
  },
  {
    name: 'journal article, 10 authors (Chicago lists all ten)',
    work: {
      title: 'Ten authors are listed in full',
      authors: pats(10),
      year: 2017,
      journal: 'Journal of Testing',
      volume: 1,
      issue: 1,
      pages: '1-9',
    },
    apa: `${apaPats(9).join(', ')}, & Jensen, P. (2017). Ten authors are listed in full. Journal of Testing, 1(1), 1–9.`,
    mla: 'Abbott, Pat, et al. “Ten Authors Are Listed in Full.” Journal of Testing, vol. 1, no. 1, 2017, pp. 1–9.',
    chicago: `Abbott, Pat, ${fullPats(9).slice(1).join(', ')}, and Pat Jensen. 2017. “Ten Authors Are Listed in Full.” Journal of Testing 1, no. 1: 1–9.`,
    inText: { apa: '(Abbott et al., 2017)', mla: '(Abbott et al.)', chicago: '(Abbott et al. 2017)' },
  },
  {
    name: 'journal article, 4 authors (Chicago in-text et al. from four)',
    work: {
      title: 'Hospital nurse staffing and patient mortality, nurse burnout, and job dissatisfaction',
      authors: ['Linda H. Aiken', 'Sean P. Clarke', 'Douglas M. Sloane', 'Julie Sochalski'],
      year: 2002,
      journal: 'JAMA',
      volume: 288,
      issue: 16,
      pages: '1987-1993',
      doi: '10.1001/jama.288.16.1987',
    },
    apa: 'Aiken, L. H., Clarke, S. P., Sloane, D. M., & Sochalski, J. (2002). Hospital nurse staffing and patient mortality, nurse burnout, and job dissatisfaction. JAMA, 288(16), 1987–1993. https://doi.org/10.1001/jama.288.16.1987',
    mla: 'Aiken, Linda H., et al. “Hospital Nurse Staffing and Patient Mortality, Nurse Burnout, and Job Dissatisfaction.” JAMA, vol. 288, no. 16, 2002, pp. 1987–93. https://doi.org/10.1001/jama.288.16.1987.',
    chicago:
      'Aiken, Linda H., Sean P. Clarke, Douglas M. Sloane, and Julie Sochalski. 2002. “Hospital Nurse Staffing and Patient Mortality, Nurse Burnout, and Job Dissatisfaction.” JAMA 288, no. 16: 1987–93. https://doi.org/10.1001/jama.288.16.1987.',
    page: '1990',
    inText: {
      apa: '(Aiken et al., 2002, p. 1990)',
      mla: '(Aiken et al. 1990)',
      chicago: '(Aiken et al. 2002, 1990)',
    },
  },
  {
    name: 'corporate author, journal article',
    work: {
      title: 'Guidelines for psychological practice with older adults',
      authors: ['{American Psychological Association}'],
      year: 2014,
      journal: 'American Psychologist',
      volume: 69,
      issue: 1,
      pages: '34-65',
      doi: '10.1037/a0035063',
    },
    apa: 'American Psychological Association. (2014). Guidelines for psychological practice with older adults. American Psychologist, 69(1), 34–65. https://doi.org/10.1037/a0035063',
    mla: 'American Psychological Association. “Guidelines for Psychological Practice with Older Adults.” American Psychologist, vol. 69, no. 1, 2014, pp. 34–65. https://doi.org/10.1037/a0035063.',
    chicago:
      'American Psychological Association. 2014. “Guidelines for Psychological Practice with Older Adults.” American Psychologist 69, no. 1: 34–65. https://doi.org/10.1037/a0035063.',
    page: '40',
    inText: {
      apa: '(American Psychological Association, 2014, p. 40)',
      mla: '(American Psychological Association 40)',
      chicago: '(American Psychological Association 2014, 40)',
    },
  },
  {
    name: 'corporate author, report, URL',
    work: {
      type: 'report',
      title: 'Depression in women',
      authors: [{ literal: 'National Institute of Mental Health' }],
      year: 2021,
      publisher: 'U.S. Department of Health and Human Services',
      url: 'https://example.gov/dep',
    },
    apa: 'National Institute of Mental Health. (2021). Depression in women. U.S. Department of Health and Human Services. https://example.gov/dep',
    mla: 'National Institute of Mental Health. Depression in Women. U.S. Department of Health and Human Services, 2021. example.gov/dep.',
    chicago:
      'National Institute of Mental Health. 2021. Depression in Women. U.S. Department of Health and Human Services. https://example.gov/dep.',
    inText: {
      apa: '(National Institute of Mental Health, 2021)',
      mla: '(National Institute of Mental Health)',
      chicago: '(National Institute of Mental Health 2021)',
    },
  },
  {
    name: 'journal article, no date',
    work: {
      title: 'Reading habits of college students',
      authors: ['Ann Smith'],
      journal: 'Reading Today',
      url: 'https://example.org/reading',
    },
    apa: 'Smith, A. (n.d.). Reading habits of college students. Reading Today. https://example.org/reading',
    mla: 'Smith, Ann. “Reading Habits of College Students.” Reading Today. example.org/reading.',
    chicago:
      'Smith, Ann. n.d. “Reading Habits of College Students.” Reading Today. https://example.org/reading.',
    page: '3',
    inText: { apa: '(Smith, n.d., p. 3)', mla: '(Smith 3)', chicago: '(Smith, n.d., 3)' },
  },
  {
    name: 'book, 1 author',
    work: {
      type: 'book',
      title: 'Thinking, fast and slow',
      authors: ['Daniel Kahneman'],
      year: 2011,
      publisher: 'Farrar, Straus and Giroux',
    },
    apa: 'Kahneman, D. (2011). Thinking, fast and slow. Farrar, Straus and Giroux.',
    mla: 'Kahneman, Daniel. Thinking, Fast and Slow. Farrar, Straus and Giroux, 2011.',
    chicago: 'Kahneman, Daniel. 2011. Thinking, Fast and Slow. Farrar, Straus and Giroux.',
    page: '20',
    inText: { apa: '(Kahneman, 2011, p. 20)', mla: '(Kahneman 20)', chicago: '(Kahneman 2011, 20)' },
  },
  {
    name: 'book, 2 authors, subtitle',
    work: {
      type: 'book',
      title: 'Research design: qualitative, quantitative, and mixed methods approaches',
      authors: ['John W. Creswell', 'J. David Creswell'],
      year: 2018,
      publisher: 'SAGE Publications',
    },
    apa: 'Creswell, J. W., & Creswell, J. D. (2018). Research design: Qualitative, quantitative, and mixed methods approaches. SAGE Publications.',
    mla: 'Creswell, John W., and J. David Creswell. Research Design: Qualitative, Quantitative, and Mixed Methods Approaches. SAGE Publications, 2018.',
    chicago:
      'Creswell, John W., and J. David Creswell. 2018. Research Design: Qualitative, Quantitative, and Mixed Methods Approaches. SAGE Publications.',
    page: '7',
    inText: {
      apa: '(Creswell & Creswell, 2018, p. 7)',
      mla: '(Creswell and Creswell 7)',
      chicago: '(Creswell and Creswell 2018, 7)',
    },
  },
  {
    name: 'book, no date',
    work: { type: 'book', title: 'Field notes', authors: ['Omar Khalid'], publisher: 'Small Press' },
    apa: 'Khalid, O. (n.d.). Field notes. Small Press.',
    mla: 'Khalid, Omar. Field Notes. Small Press.',
    chicago: 'Khalid, Omar. n.d. Field Notes. Small Press.',
    page: '9',
    inText: { apa: '(Khalid, n.d., p. 9)', mla: '(Khalid 9)', chicago: '(Khalid, n.d., 9)' },
  },
  {
    name: 'book, Dutch particle as first author',
    work: {
      type: 'book',
      title: 'Letters to his brother',
      authors: ['Vincent van Gogh'],
      year: 1996,
      publisher: 'Penguin Classics',
    },
    apa: 'van Gogh, V. (1996). Letters to his brother. Penguin Classics.',
    mla: 'Gogh, Vincent van. Letters to His Brother. Penguin Classics, 1996.',
    chicago: 'Gogh, Vincent van. 1996. Letters to His Brother. Penguin Classics.',
    page: '12',
    inText: { apa: '(van Gogh, 1996, p. 12)', mla: '(van Gogh 12)', chicago: '(van Gogh 1996, 12)' },
  },
  {
    name: 'book chapter with pages',
    work: {
      type: 'book-chapter',
      title: 'The psychology of habit',
      authors: ['Wendy Wood'],
      year: 2019,
      journal: 'Handbook of motivation',
      pages: '101-108',
      publisher: 'Oxford University Press',
    },
    apa: 'Wood, W. (2019). The psychology of habit. In Handbook of motivation (pp. 101–108). Oxford University Press.',
    mla: 'Wood, Wendy. “The Psychology of Habit.” Handbook of Motivation, Oxford University Press, 2019, pp. 101–08.',
    chicago:
      'Wood, Wendy. 2019. “The Psychology of Habit.” In Handbook of Motivation, 101–8. Oxford University Press.',
    page: '102',
    inText: { apa: '(Wood, 2019, p. 102)', mla: '(Wood 102)', chicago: '(Wood 2019, 102)' },
  },
  {
    name: 'preprint (OpenAlex type preprint), 3 authors, DOI',
    work: {
      type: 'preprint',
      title: 'Attention is all you need',
      authors: ['Ashish Vaswani', 'Noam Shazeer', 'Niki Parmar'],
      year: 2017,
      journal: 'arXiv',
      doi: '10.48550/arXiv.1706.03762',
    },
    apa: 'Vaswani, A., Shazeer, N., & Parmar, N. (2017). Attention is all you need [Preprint]. arXiv. https://doi.org/10.48550/arXiv.1706.03762',
    mla: 'Vaswani, Ashish, et al. “Attention Is All You Need.” arXiv, 2017. https://doi.org/10.48550/arXiv.1706.03762.',
    chicago:
      'Vaswani, Ashish, Noam Shazeer, and Niki Parmar. 2017. “Attention Is All You Need.” Preprint, arXiv. https://doi.org/10.48550/arXiv.1706.03762.',
    inText: {
      apa: '(Vaswani et al., 2017)',
      mla: '(Vaswani et al.)',
      chicago: '(Vaswani, Shazeer, and Parmar 2017)',
    },
  },
  {
    name: 'preprint (Crossref posted-content), no DOI → URL, hyphenated title word',
    work: {
      type: 'posted-content',
      title: 'Single-cell atlas of the mouse brain',
      authors: ['Rosa Diaz', 'Jake Peralta'],
      year: 2023,
      journal: 'bioRxiv',
      url: 'https://www.biorxiv.org/content/10.1101/2023.01.01.000001v1',
    },
    apa: 'Diaz, R., & Peralta, J. (2023). Single-cell atlas of the mouse brain [Preprint]. bioRxiv. https://www.biorxiv.org/content/10.1101/2023.01.01.000001v1',
    mla: 'Diaz, Rosa, and Jake Peralta. “Single-Cell Atlas of the Mouse Brain.” bioRxiv, 2023. www.biorxiv.org/content/10.1101/2023.01.01.000001v1.',
    chicago:
      'Diaz, Rosa, and Jake Peralta. 2023. “Single-Cell Atlas of the Mouse Brain.” Preprint, bioRxiv. https://www.biorxiv.org/content/10.1101/2023.01.01.000001v1.',
    inText: { apa: '(Diaz & Peralta, 2023)', mla: '(Diaz and Peralta)', chicago: '(Diaz and Peralta 2023)' },
  },
  {
    name: 'dataset, corporate author, DOI',
    work: {
      type: 'dataset',
      title: 'Fast response survey system (FRSS) 109',
      authors: ['{National Center for Education Statistics}'],
      year: 2018,
      publisher: 'Inter-university Consortium for Political and Social Research',
      doi: '10.3886/ICPSR37100.v1',
    },
    apa: 'National Center for Education Statistics. (2018). Fast response survey system (FRSS) 109 [Data set]. Inter-university Consortium for Political and Social Research. https://doi.org/10.3886/ICPSR37100.v1',
    mla: 'National Center for Education Statistics. Fast Response Survey System (FRSS) 109. Inter-university Consortium for Political and Social Research, 2018. https://doi.org/10.3886/ICPSR37100.v1.',
    chicago:
      'National Center for Education Statistics. 2018. Fast Response Survey System (FRSS) 109. Inter-university Consortium for Political and Social Research. https://doi.org/10.3886/ICPSR37100.v1.',
    inText: {
      apa: '(National Center for Education Statistics, 2018)',
      mla: '(National Center for Education Statistics)',
      chicago: '(National Center for Education Statistics 2018)',
    },
  },
  {
    name: 'doctoral dissertation, URL',
    work: {
      type: 'dissertation',
      title: 'Essays on trade',
      authors: ['Ana Lima'],
      year: 2015,
      publisher: 'University of Chicago',
      url: 'https://knowledge.uchicago.edu/x',
    },
    apa: 'Lima, A. (2015). Essays on trade [Doctoral dissertation, University of Chicago]. https://knowledge.uchicago.edu/x',
    mla: 'Lima, Ana. Essays on Trade. 2015. University of Chicago, PhD dissertation. knowledge.uchicago.edu/x.',
    chicago:
      'Lima, Ana. 2015. “Essays on Trade.” PhD diss., University of Chicago. https://knowledge.uchicago.edu/x.',
    page: '33',
    inText: { apa: '(Lima, 2015, p. 33)', mla: '(Lima 33)', chicago: '(Lima 2015, 33)' },
  },
  {
    name: 'Portuguese particle "da" as first author, 2 authors',
    work: {
      title: 'Protected areas in the tropics',
      authors: ['Gustavo A. B. da Fonseca', 'Aaron Bruner'],
      year: 2005,
      journal: 'Conservation Biology',
      volume: 19,
      issue: 3,
      pages: '610-615',
      doi: '10.1000/cb.19',
    },
    apa: 'da Fonseca, G. A. B., & Bruner, A. (2005). Protected areas in the tropics. Conservation Biology, 19(3), 610–615. https://doi.org/10.1000/cb.19',
    mla: 'Fonseca, Gustavo A. B. da, and Aaron Bruner. “Protected Areas in the Tropics.” Conservation Biology, vol. 19, no. 3, 2005, pp. 610–15. https://doi.org/10.1000/cb.19.',
    chicago:
      'Fonseca, Gustavo A. B. da, and Aaron Bruner. 2005. “Protected Areas in the Tropics.” Conservation Biology 19, no. 3: 610–15. https://doi.org/10.1000/cb.19.',
    page: '612',
    inText: {
      apa: '(da Fonseca & Bruner, 2005, p. 612)',
      mla: '(da Fonseca and Bruner 612)',
      chicago: '(da Fonseca and Bruner 2005, 612)',
    },
  },
  {
    name: 'non-Latin (Chinese) name and title',
    work: {
      title: '中国城市化研究',
      authors: [{ family: '王', given: '小明' }],
      year: 2010,
      journal: '地理学报',
      volume: 65,
      issue: 4,
      pages: '385-396',
    },
    apa: '王小明. (2010). 中国城市化研究. 地理学报, 65(4), 385–396.',
    mla: '王小明. “中国城市化研究.” 地理学报, vol. 65, no. 4, 2010, pp. 385–96.',
    chicago: '王小明. 2010. “中国城市化研究.” 地理学报 65, no. 4: 385–96.',
    page: '390',
    inText: { apa: '(王, 2010, p. 390)', mla: '(王 390)', chicago: '(王 2010, 390)' },
  },
  {
    name: 'non-Latin (Cyrillic) name, no DOI or URL',
    work: {
      title: 'Soviet science policy',
      authors: [{ family: 'Иванов', given: 'Иван' }],
      year: 1985,
      journal: 'Voprosy Istorii',
      volume: 7,
      pages: '3-15',
    },
    apa: 'Иванов, И. (1985). Soviet science policy. Voprosy Istorii, 7, 3–15.',
    mla: 'Иванов, Иван. “Soviet Science Policy.” Voprosy Istorii, vol. 7, 1985, pp. 3–15.',
    chicago: 'Иванов, Иван. 1985. “Soviet Science Policy.” Voprosy Istorii 7: 3–15.',
    page: '4',
    inText: { apa: '(Иванов, 1985, p. 4)', mla: '(Иванов 4)', chicago: '(Иванов 1985, 4)' },
  },
  {
    name: 'names given as "Family, Given" separated by semicolons',
    work: {
      title: 'Urban heat islands in Beijing',
      authors: 'Zhang, Wei; Li, Na',
      year: 2019,
      journal: 'Urban Climate',
      volume: 27,
      pages: '1-12',
      doi: '10.1000/uc.27',
    },
    apa: 'Zhang, W., & Li, N. (2019). Urban heat islands in Beijing. Urban Climate, 27, 1–12. https://doi.org/10.1000/uc.27',
    mla: 'Zhang, Wei, and Na Li. “Urban Heat Islands in Beijing.” Urban Climate, vol. 27, 2019, pp. 1–12. https://doi.org/10.1000/uc.27.',
    chicago:
      'Zhang, Wei, and Na Li. 2019. “Urban Heat Islands in Beijing.” Urban Climate 27: 1–12. https://doi.org/10.1000/uc.27.',
    page: '5',
    inText: { apa: '(Zhang & Li, 2019, p. 5)', mla: '(Zhang and Li 5)', chicago: '(Zhang and Li 2019, 5)' },
  },
  {
    name: 'journal article with volume but no pages (online only), DOI, preposition in the title',
    work: {
      title: 'Remote learning during the pandemic',
      authors: ['Maria Garcia'],
      year: 2021,
      journal: 'Computers & Education',
      volume: 160,
      doi: '10.1000/ce.160',
    },
    apa: 'Garcia, M. (2021). Remote learning during the pandemic. Computers & Education, 160. https://doi.org/10.1000/ce.160',
    mla: 'Garcia, Maria. “Remote Learning during the Pandemic.” Computers & Education, vol. 160, 2021. https://doi.org/10.1000/ce.160.',
    chicago:
      'Garcia, Maria. 2021. “Remote Learning during the Pandemic.” Computers & Education 160. https://doi.org/10.1000/ce.160.',
    inText: { apa: '(Garcia, 2021)', mla: '(Garcia)', chicago: '(Garcia 2021)' },
  },
  {
    name: 'article in a magazine with no volume, issue or pages, URL',
    work: {
      title: 'Why teens read less',
      authors: ['Tom Baker'],
      year: 2022,
      journal: 'The Atlantic',
      url: 'https://www.theatlantic.com/x',
    },
    apa: 'Baker, T. (2022). Why teens read less. The Atlantic. https://www.theatlantic.com/x',
    mla: 'Baker, Tom. “Why Teens Read Less.” The Atlantic, 2022. www.theatlantic.com/x.',
    chicago: 'Baker, Tom. 2022. “Why Teens Read Less.” The Atlantic. https://www.theatlantic.com/x.',
    inText: { apa: '(Baker, 2022)', mla: '(Baker)', chicago: '(Baker 2022)' },
  },
  {
    name: 'journal article, volume and issue, no DOI or URL',
    work: {
      title: 'Grading practices in secondary schools',
      authors: ['Lena Roth'],
      year: 2015,
      journal: 'Teaching Quarterly',
      volume: 31,
      issue: 2,
      pages: '22-30',
    },
    apa: 'Roth, L. (2015). Grading practices in secondary schools. Teaching Quarterly, 31(2), 22–30.',
    mla: 'Roth, Lena. “Grading Practices in Secondary Schools.” Teaching Quarterly, vol. 31, no. 2, 2015, pp. 22–30.',
    chicago:
      'Roth, Lena. 2015. “Grading Practices in Secondary Schools.” Teaching Quarterly 31, no. 2: 22–30.',
    page: '25',
    inText: { apa: '(Roth, 2015, p. 25)', mla: '(Roth 25)', chicago: '(Roth 2015, 25)' },
  },
  {
    name: 'title with a question and a subtitle',
    work: {
      title: 'Who reads the footnotes? a study of citation practices',
      authors: ['Kim Lee'],
      year: 2018,
      journal: 'Scholarly Publishing',
      volume: 49,
      issue: 1,
      pages: '1-20',
    },
    apa: 'Lee, K. (2018). Who reads the footnotes? A study of citation practices. Scholarly Publishing, 49(1), 1–20.',
    mla: 'Lee, Kim. “Who Reads the Footnotes? A Study of Citation Practices.” Scholarly Publishing, vol. 49, no. 1, 2018, pp. 1–20.',
    chicago:
      'Lee, Kim. 2018. “Who Reads the Footnotes? A Study of Citation Practices.” Scholarly Publishing 49, no. 1: 1–20.',
    page: '2',
    inText: { apa: '(Lee, 2018, p. 2)', mla: '(Lee 2)', chicago: '(Lee 2018, 2)' },
  },
  {
    name: 'title ending in a question mark (no doubled punctuation)',
    work: {
      title: 'Is homework worth it?',
      authors: ['Omar Haddad'],
      year: 2020,
      journal: 'Education Next',
      volume: 20,
      issue: 3,
      pages: '44-51',
    },
    apa: 'Haddad, O. (2020). Is homework worth it? Education Next, 20(3), 44–51.',
    mla: 'Haddad, Omar. “Is Homework Worth It?” Education Next, vol. 20, no. 3, 2020, pp. 44–51.',
    chicago: 'Haddad, Omar. 2020. “Is Homework Worth It?” Education Next 20, no. 3: 44–51.',
    page: '45',
    inText: { apa: '(Haddad, 2020, p. 45)', mla: '(Haddad 45)', chicago: '(Haddad 2020, 45)' },
  },
  {
    name: 'four-digit page range (APA in full, MLA 1100–13, Chicago 1100–1113)',
    work: {
      title: 'Memory consolidation',
      authors: ['Paul Stein'],
      year: 2008,
      journal: 'Neuron',
      volume: 60,
      issue: 6,
      pages: '1100–1113',
    },
    apa: 'Stein, P. (2008). Memory consolidation. Neuron, 60(6), 1100–1113.',
    mla: 'Stein, Paul. “Memory Consolidation.” Neuron, vol. 60, no. 6, 2008, pp. 1100–13.',
    chicago: 'Stein, Paul. 2008. “Memory Consolidation.” Neuron 60, no. 6: 1100–1113.',
    page: '1105',
    inText: { apa: '(Stein, 2008, p. 1105)', mla: '(Stein 1105)', chicago: '(Stein 2008, 1105)' },
  },
];

const STYLES = ['apa', 'mla', 'chicago'] as const;

describe('bibliography entries match the style guides', () => {
  it('has at least 30 references', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(30);
  });
  for (const style of STYLES) {
    describe(style, () => {
      it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        expect(formatCitation(row.work, style)).toBe(row[style]);
      });
    });
  }
});

describe('in-text citations match the style guides', () => {
  for (const style of STYLES) {
    describe(style, () => {
      it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        expect(formatInTextCitation(row.work, style, { page: row.page })).toBe(row.inText[style]);
      });
    });
  }
});

describe('italics and order', () => {
  const myers = ROWS[0]?.work as Work;
  const kahneman = ROWS.find((r) => r.name === 'book, 1 author')?.work as Work;
  it('italicises what each style italicises (journal and APA volume; book titles)', () => {
    expect(formatCitation(myers, 'apa', 'html')).toContain('<i>Nature</i>, <i>403</i>(6772), 853–858');
    expect(formatCitation(myers, 'mla', 'html')).toContain('<i>Nature</i>, vol. 403, no. 6772');
    expect(formatCitation(myers, 'chicago', 'html')).toContain('<i>Nature</i> 403, no. 6772: 853–58');
    const [ref] = formatReferences([kahneman], 'mla');
    expect(ref?.runs).toEqual([
      { text: 'Kahneman, Daniel. ' },
      { text: 'Thinking, Fast and Slow', italic: true },
      { text: '. Farrar, Straus and Giroux, 2011.' },
    ]);
    expect(ref?.text).toBe(formatCitation(kahneman, 'mla'));
  });

  it('sorts the bibliography by author in every style (particles as the style files them)', () => {
    const works = ROWS.slice(0, 6).map((r) => r.work);
    const vanGogh = ROWS.find((r) => r.name.startsWith('book, Dutch'))?.work as Work;
    for (const style of STYLES) {
      const firsts = formatBibliography([...works, vanGogh], style).map((e) => e.split(',')[0]);
      const expected =
        style === 'apa'
          ? ['Berg', 'Hopper', 'Jones', 'Lovelace', 'Myers', 'Piwowar', 'van Gogh']
          : ['Berg', 'Gogh', 'Hopper', 'Jones', 'Lovelace', 'Myers', 'Piwowar'];
      expect(firsts).toEqual(expected);
    }
  });

  it('cites a page range and a work without author by its title', () => {
    const row = ROWS[3] as Row;
    expect(formatInTextCitation(row.work, 'apa', { page: '45-47' })).toBe(
      '(Lovelace & Babbage, 2020, pp. 45–47)',
    );
    expect(formatInTextCitation(row.work, 'mla', { page: '45-47' })).toBe('(Lovelace and Babbage 45–47)');
    expect(formatInTextCitation(row.work, 'chicago', { page: '45-47' })).toBe(
      '(Lovelace and Babbage 2020, 45–47)',
    );
  });
});
