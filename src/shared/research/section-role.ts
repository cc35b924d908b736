/**
 * What part of a paper an analysed section is (issue 15): the paper's own content, or the parts around it — front
 * matter (title, authors, affiliations), keywords, acknowledgements, references and other back matter (funding,
 * declarations, contributions, appendices). Only content sections weigh in relevance and give evidence for an essay;
 * the others are labelled as what they are. One rule for the server (analysis, evidence, knowledge layer) and the web.
 */
export type SectionRole =
  'content' | 'front' | 'keywords' | 'acknowledgements' | 'references' | 'backmatter' | 'appendix';

const ROLES: ReadonlyArray<[Exclude<SectionRole, 'content'>, RegExp]> = [
  ['front', /^(?:front matter|title page|title and authors?|author information|affiliations?)$/],
  ['keywords', /^(?:keywords?|key words|index terms)\b/],
  ['acknowledgements', /^acknowledge?ments?$/],
  [
    'references',
    /^(?:references?|bibliography|works cited|literature cited|cited literature|references and notes)$/,
  ],
  [
    'backmatter',
    /^(?:back matter|funding(?: (?:information|statement|sources))?|financial support|conflicts? of interests?(?: statement)?|competing interests?|declarations?(?: of (?:competing )?interests?)?|(?:description of )?authors?[^a-z]*(?:contributions?|details|information|roles)|contributions?|credit authorship contribution statement|data availability(?: statement)?|availability of data(?: and materials)?|ethics(?: approval.*| statement)?|consent for publication|abbreviations|disclosures?|grant disclosures?|additional (?:files?|information)(?: and declarations)?|supplementary (?:files?|material|materials|information|data)|supplemental (?:material|information)|supporting information|notes?|trial registration)$/,
  ],
  ['appendix', /^(?:appendix|appendices)\b/],
];

/** The role of a section from its heading ("Keywords:", "8. References", "Acknowledgments"). */
export function sectionRole(heading: string): SectionRole {
  const h = heading
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    // a leading number or letter label: "8 References", "VII. ACKNOWLEDGEMENTS", "A. Appendix"
    .replace(/^(?:\d+(?:\.\d+)*\.?|[ivxlc]+\.|[a-h]\.)\s+/, '')
    .replace(/[:.]\s*$/, '');
  for (const [role, re] of ROLES) if (re.test(h)) return role;
  return 'content';
}

/** A section that carries the paper's argument (weighs in relevance, gives evidence). */
export function isContentSection(heading: string): boolean {
  return sectionRole(heading) === 'content';
}

/** How the Article Sections modal labels a section that is not content. */
export const SECTION_ROLE_LABEL: Record<Exclude<SectionRole, 'content'>, string> = {
  front: 'Front matter',
  keywords: 'Keywords',
  acknowledgements: 'Acknowledgements',
  references: 'References',
  backmatter: 'Back matter',
  appendix: 'Appendix',
};
