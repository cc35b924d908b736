/**
 * CSL styles for MLA 9 and Chicago 17 author-date, written for this project (citation-js ships APA 7 — the official
 * CSL style — Vancouver and Harvard; an unregistered style name silently falls back to APA). The rules each macro
 * follows are named next to it; the table test in `citations.test.ts` checks them against the guides' examples.
 */

const info = (id: string, title: string) => `
  <info>
    <title>${title}</title>
    <id>${id}</id>
    <updated>2026-11-24T00:00:00+00:00</updated>
  </info>`;

/** DOI as https://doi.org/…, else the URL (both guides). */
const accessMacro = `
  <macro name="access">
    <choose>
      <if variable="DOI">
        <text variable="DOI" prefix="https://doi.org/"/>
      </if>
      <else-if variable="URL">
        <text variable="URL"/>
      </else-if>
    </choose>
  </macro>`;

/** Works that stand alone are italic; parts of something larger (articles, chapters, preprints) are quoted. */
const titleMacro = (standalone: string) => `
  <macro name="title">
    <choose>
      <if type="${standalone}" match="any">
        <text variable="title" font-style="italic" text-case="title"/>
      </if>
      <else>
        <text variable="title" quotes="true" text-case="title"/>
      </else>
    </choose>
  </macro>`;

/** The first author inverted ("Myers, Norman"), the others not, "and" before the last (MLA 5.4, CMOS 15.9). */
const bibliographyAuthors = (etAlMin: number, etAlUseFirst: number) => `
  <macro name="author">
    <names variable="author">
      <name and="text" delimiter=", " delimiter-precedes-last="always" delimiter-precedes-et-al="always"
            name-as-sort-order="first" et-al-min="${etAlMin}" et-al-use-first="${etAlUseFirst}"/>
      <substitute>
        <names variable="editor"/>
      </substitute>
    </names>
  </macro>`;

/** The short author of an in-text citation; a work with no author is cited by its short title. */
const citationAuthors = (etAlMin: number) => `
  <macro name="author-short">
    <names variable="author">
      <name form="short" and="text" delimiter=", " delimiter-precedes-last="contextual" et-al-min="${etAlMin}" et-al-use-first="1"/>
      <substitute>
        <names variable="editor"/>
        <text variable="title" form="short" quotes="true" text-case="title"/>
      </substitute>
    </names>
  </macro>`;

/**
 * MLA 9th edition (MLA Handbook ch. 5–6):
 * Myers, Norman, et al. “Biodiversity Hotspots for Conservation Priorities.” *Nature*, vol. 403, no. 6772, 2000,
 * pp. 853–58. https://doi.org/10.1038/35002501.
 * Works cited: three or more authors → first author, et al. Page ranges: 853–58 (minimal two digits). A work with no
 * date has no date element (MLA prints no "n.d."). Particles go after the given name when the name is inverted
 * ("Gogh, Vincent van"). An article number stands as "article e4375" (the formatter moves it from `page` to
 * `number`); a URL is given without https:// (a DOI keeps https://doi.org/). In-text: (Myers et al. 855).
 */
export const MLA_CSL = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" demote-non-dropping-particle="display-and-sort" page-range-format="minimal-two">
  ${info('smarty-mla', 'Smarty MLA (9th edition)')}
  ${bibliographyAuthors(3, 1)}
  ${citationAuthors(3)}
  ${titleMacro('book report dataset thesis')}
  ${accessMacro}
  <macro name="year">
    <date variable="issued"><date-part name="year"/></date>
  </macro>
  <macro name="pages">
    <group delimiter=" ">
      <label variable="page" form="short"/>
      <text variable="page"/>
    </group>
  </macro>
  <macro name="container">
    <choose>
      <if type="book report dataset" match="any">
        <group delimiter=", ">
          <text variable="publisher"/>
          <text macro="year"/>
        </group>
      </if>
      <else-if type="thesis">
        <group delimiter=". ">
          <text macro="year"/>
          <group delimiter=", ">
            <text variable="publisher"/>
            <text value="PhD dissertation"/>
          </group>
        </group>
      </else-if>
      <else-if type="article webpage" match="any">
        <group delimiter=", ">
          <text variable="publisher" font-style="italic"/>
          <text macro="year"/>
        </group>
      </else-if>
      <else-if type="chapter paper-conference" match="any">
        <group delimiter=", ">
          <text variable="container-title" font-style="italic" text-case="title"/>
          <text variable="publisher"/>
          <text macro="year"/>
          <text macro="pages"/>
        </group>
      </else-if>
      <else>
        <group delimiter=", ">
          <text variable="container-title" font-style="italic"/>
          <group delimiter=" ">
            <text term="volume" form="short"/>
            <text variable="volume"/>
          </group>
          <group delimiter=" ">
            <text term="issue" form="short"/>
            <text variable="issue"/>
          </group>
          <text macro="year"/>
          <text macro="pages"/>
          <text variable="number" prefix="article "/>
        </group>
      </else>
    </choose>
  </macro>
  <citation et-al-min="3" et-al-use-first="1">
    <layout prefix="(" suffix=")" delimiter="; ">
      <group delimiter=" ">
        <text macro="author-short"/>
        <text variable="locator"/>
      </group>
    </layout>
  </citation>
  <bibliography hanging-indent="true" line-spacing="2" entry-spacing="0">
    <sort>
      <key macro="author"/>
      <key variable="title"/>
    </sort>
    <layout suffix=".">
      <group delimiter=". ">
        <text macro="author"/>
        <text macro="title"/>
        <text macro="container"/>
        <text macro="access"/>
      </group>
    </layout>
  </bibliography>
</style>`;

/**
 * Chicago Manual of Style 17th edition, author-date system (CMOS 15.9, 15.46–15.47):
 * Myers, Norman, Russell A. Mittermeier, … and Jennifer Kent. 2000. “Biodiversity Hotspots for Conservation
 * Priorities.” *Nature* 403, no. 6772: 853–58. https://doi.org/10.1038/35002501.
 * Reference list: up to ten authors listed; more than ten → the first seven, et al. (CMOS 15.29). Page ranges in the
 * Chicago form (853–58, 101–8, 1100–1113). No date → n.d. In-text: (Myers et al. 2000, 855); four or more
 * authors → et al.; (Smith, n.d.).
 */
export const CHICAGO_CSL = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" demote-non-dropping-particle="display-and-sort" page-range-format="chicago">
  ${info('smarty-chicago-author-date', 'Smarty Chicago (17th edition, author-date)')}
  ${bibliographyAuthors(11, 7)}
  ${citationAuthors(4)}
  ${titleMacro('book report dataset')}
  ${accessMacro}
  <macro name="date">
    <choose>
      <if variable="issued">
        <date variable="issued"><date-part name="year"/></date>
      </if>
      <else>
        <text term="no date" form="short"/>
      </else>
    </choose>
  </macro>
  <macro name="container">
    <choose>
      <if type="book report dataset" match="any">
        <text variable="publisher"/>
      </if>
      <else-if type="thesis">
        <group delimiter=", ">
          <text value="PhD diss."/>
          <text variable="publisher"/>
        </group>
      </else-if>
      <else-if type="article webpage" match="any">
        <group delimiter=", ">
          <text variable="genre"/>
          <text variable="publisher"/>
        </group>
      </else-if>
      <else-if type="chapter paper-conference" match="any">
        <group delimiter=". ">
          <group delimiter=", ">
            <group delimiter=" ">
              <text term="in" text-case="capitalize-first"/>
              <text variable="container-title" font-style="italic" text-case="title"/>
            </group>
            <text variable="page"/>
          </group>
          <text variable="publisher"/>
        </group>
      </else-if>
      <else>
        <group delimiter=": ">
          <group delimiter=", ">
            <group delimiter=" ">
              <text variable="container-title" font-style="italic"/>
              <text variable="volume"/>
            </group>
            <group delimiter=" ">
              <text term="issue" form="short"/>
              <text variable="issue"/>
            </group>
          </group>
          <text variable="page"/>
        </group>
      </else>
    </choose>
  </macro>
  <citation et-al-min="4" et-al-use-first="1">
    <layout prefix="(" suffix=")" delimiter="; ">
      <group delimiter=", ">
        <choose>
          <if variable="issued">
            <group delimiter=" ">
              <text macro="author-short"/>
              <text macro="date"/>
            </group>
          </if>
          <else>
            <text macro="author-short"/>
            <text macro="date"/>
          </else>
        </choose>
        <text variable="locator"/>
      </group>
    </layout>
  </citation>
  <bibliography hanging-indent="true" entry-spacing="0">
    <sort>
      <key macro="author"/>
      <key variable="issued"/>
      <key variable="title"/>
    </sort>
    <layout suffix=".">
      <group delimiter=". ">
        <text macro="author"/>
        <text macro="date"/>
        <text macro="title"/>
        <text macro="container"/>
        <text macro="access"/>
      </group>
    </layout>
  </bibliography>
</style>`;
