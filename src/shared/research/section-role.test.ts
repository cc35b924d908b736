import { describe, expect, it } from 'vitest';
import { isContentSection, sectionRole } from './section-role';

describe('section roles (issue 15)', () => {
  it.each([
    ['Front matter', 'front'],
    ['Keywords', 'keywords'],
    ['Key words:', 'keywords'],
    ['Index Terms', 'keywords'],
    ['Acknowledgments', 'acknowledgements'],
    ['VII. ACKNOWLEDGEMENTS', 'acknowledgements'],
    ['References', 'references'],
    ['8 References', 'references'],
    ['Bibliography', 'references'],
    ['Competing interests', 'backmatter'],
    ['Authors’ contributions', 'backmatter'],
    ['Description of authors ́ roles', 'backmatter'],
    ['Funding', 'backmatter'],
    ['Appendix A. Synoptic Report Template', 'appendix'],
  ])('%s is %s', (heading, role) => {
    expect(sectionRole(heading)).toBe(role);
    expect(isContentSection(heading)).toBe(false);
  });

  it.each([
    'Abstract',
    '1. Introduction',
    'Results',
    'Key findings of the survey',
    'Referencing practices of students',
    'Notes on the sampling frame',
    'Funding models for community clinics',
  ])('%s is content', (heading) => {
    expect(sectionRole(heading)).toBe('content');
  });
});
