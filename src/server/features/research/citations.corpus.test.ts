/**
 * Citations of real OpenAlex records (../shared/fixtures/openalex, or OPENALEX_FIXTURES_DIR), read the way the
 * product reads them (normalizeOpenAlexWork → the citation dialog's service), against the style guides:
 * Myers et al. 2000 (Nature 403(6772), 853–858) and Piwowar et al. 2018 (PeerJ 6, e4375). Run with
 * `npm run test:corpus`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeOpenAlexWork } from '../../lib/scholar/openalex-normalize';
import { scholarWorkSchema, type ScholarWork } from '../../../shared/schemas/research';
import { citationsFor, inTextCitationFor } from './citations.service';
import { toBibtex, toRis } from '../../lib/citations/export-files';
import { toCitationWork } from './citations.service';

const DIR =
  process.env.OPENALEX_FIXTURES_DIR ??
  path.resolve(import.meta.dirname, '../../../../../shared/fixtures/openalex');

async function work(file: string): Promise<ScholarWork> {
  const raw: unknown = JSON.parse(await readFile(path.join(DIR, file), 'utf8'));
  const normalized = normalizeOpenAlexWork(raw);
  if (!normalized) throw new Error(`${file} is not a work`);
  // What the API sends is what the dialog posts back.
  return scholarWorkSchema.parse(normalized);
}

describe('W2162348455: Myers et al. 2000, Nature', () => {
  it('keeps biblio, host venue, publisher and type', async () => {
    expect((await work('work_W2162348455_biodiversity-hotspots.json')).citation).toEqual({
      type: 'article',
      container: 'Nature',
      volume: '403',
      issue: '6772',
      pages: '853-858',
      publisher: 'Nature Portfolio',
    });
  });

  it('is cited as the three guides want', async () => {
    const c = citationsFor(await work('work_W2162348455_biodiversity-hotspots.json'));
    expect(c.apa.text).toBe(
      'Myers, N., Mittermeier, R. A., Mittermeier, C. G., da Fonseca, G. A. B., & Kent, J. (2000). Biodiversity hotspots for conservation priorities. Nature, 403(6772), 853–858. https://doi.org/10.1038/35002501',
    );
    expect(c.apa.html).toContain('<i>Nature</i>, <i>403</i>(6772), 853–858.');
    expect(c.mla.text).toBe(
      'Myers, Norman, et al. “Biodiversity Hotspots for Conservation Priorities.” Nature, vol. 403, no. 6772, 2000, pp. 853–58. https://doi.org/10.1038/35002501.',
    );
    expect(c.chicago.text).toBe(
      'Myers, Norman, Russell A. Mittermeier, Cristina G. Mittermeier, Gustavo A. B. da Fonseca, and Jennifer Kent. 2000. “Biodiversity Hotspots for Conservation Priorities.” Nature 403, no. 6772: 853–58. https://doi.org/10.1038/35002501.',
    );
  });

  it('gives the in-text citations of issue 19', async () => {
    const w = await work('work_W2162348455_biodiversity-hotspots.json');
    expect(inTextCitationFor(w, 'apa', { page: 855 })).toBe('(Myers et al., 2000, p. 855)');
    expect(inTextCitationFor(w, 'mla', { page: 855 })).toBe('(Myers et al. 855)');
    expect(inTextCitationFor(w, 'chicago', { page: 855 })).toBe('(Myers et al. 2000, 855)');
  });

  it('exports the same data to BibTeX and RIS', async () => {
    const w = toCitationWork(await work('work_W2162348455_biodiversity-hotspots.json'));
    const bib = toBibtex([w]);
    for (const field of [
      'journal = {Nature}',
      'volume = {403}',
      'number = {6772}',
      'pages = {853--858}',
      'doi = {10.1038/35002501}',
    ])
      expect(bib).toContain(field);
    const ris = toRis([w]).split('\r\n');
    for (const line of [
      'TY  - JOUR',
      'T2  - Nature',
      'VL  - 403',
      'IS  - 6772',
      'SP  - 853-858',
      'AU  - da Fonseca, Gustavo A. B.',
    ])
      expect(ris).toContain(line);
  });
});

describe('W2741809807: Piwowar et al. 2018, PeerJ', () => {
  it('keeps the volume and the article number', async () => {
    const w = await work('work_W2741809807_state-of-oa_peerj.json');
    expect(w.citation).toMatchObject({ container: 'PeerJ', volume: '6', issue: null, pages: 'e4375' });
  });

  it('is cited as the three guides want', async () => {
    const c = citationsFor(await work('work_W2741809807_state-of-oa_peerj.json'));
    expect(c.apa.text).toBe(
      'Piwowar, H., Priem, J., Larivière, V., Alperín, J. P., Matthias, L., Norlander, B., Farley, A., West, J. D., & Haustein, S. (2018). The state of OA: A large-scale analysis of the prevalence and impact of Open Access articles. PeerJ, 6, e4375. https://doi.org/10.7717/peerj.4375',
    );
    expect(c.mla.text).toBe(
      'Piwowar, Heather, et al. “The State of OA: A Large-Scale Analysis of the Prevalence and Impact of Open Access Articles.” PeerJ, vol. 6, 2018, article e4375. https://doi.org/10.7717/peerj.4375.',
    );
    expect(c.chicago.text).toMatch(
      /^Piwowar, Heather, Jason Priem, .+, and Stefanie Haustein\. 2018\. “The State of OA: A Large-Scale Analysis of the Prevalence and Impact of Open Access Articles\.” PeerJ 6: e4375\. https:\/\/doi\.org\/10\.7717\/peerj\.4375\.$/,
    );
  });
});
