/**
 * CSL styles for MLA and Chicago, written for this project (citation-js ships only APA, Vancouver and Harvard; an
 * unregistered style name silently falls back to APA). Bibliography entries only; in-text citations are minimal.
 */

const info = (id: string, title: string) => `
  <info>
    <title>${title}</title>
    <id>${id}</id>
    <updated>2026-01-01T00:00:00+00:00</updated>
  </info>`;

/** Year, or n.d. when the work has none. */
const dateMacro = `
  <macro name="date">
    <choose>
      <if variable="issued">
        <date variable="issued"><date-part name="year"/></date>
      </if>
      <else>
        <text term="no date" form="short"/>
      </else>
    </choose>
  </macro>`;

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

const titleMacro = `
  <macro name="title">
    <choose>
      <if type="book report thesis" match="any">
        <text variable="title" font-style="italic"/>
      </if>
      <else>
        <text variable="title" quotes="true"/>
      </else>
    </choose>
  </macro>`;

/**
 * MLA 9th edition works-cited entry:
 * Last, First, and First Last. "Title." *Journal*, vol. 12, no. 3, 2020, pp. 45–67. https://doi.org/…
 * Three or more authors: Last, First, et al.
 */
export const MLA_CSL = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" demote-non-dropping-particle="never" page-range-format="expanded">
  ${info('smarty-mla', 'Smarty MLA (9th edition)')}
  <macro name="author">
    <names variable="author">
      <name and="text" delimiter=", " delimiter-precedes-last="always" delimiter-precedes-et-al="always" name-as-sort-order="first"/>
    </names>
  </macro>
  ${titleMacro}
  ${dateMacro}
  ${accessMacro}
  <macro name="container">
    <choose>
      <if type="book report thesis" match="any">
        <group delimiter=", ">
          <text variable="publisher"/>
          <text macro="date"/>
        </group>
      </if>
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
          <text variable="publisher"/>
          <text macro="date"/>
          <group delimiter=" ">
            <label variable="page" form="short"/>
            <text variable="page"/>
          </group>
        </group>
      </else>
    </choose>
  </macro>
  <citation et-al-min="3" et-al-use-first="1">
    <layout prefix="(" suffix=")" delimiter="; ">
      <names variable="author">
        <name form="short" and="text"/>
      </names>
    </layout>
  </citation>
  <bibliography hanging-indent="true" et-al-min="3" et-al-use-first="1" line-spacing="2" entry-spacing="0">
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
 * Chicago (17th edition, notes and bibliography) bibliography entry:
 * Last, First, and First Last. "Title." *Journal* 12, no. 3 (2020): 45–67. https://doi.org/…
 * More than ten authors: the first seven, et al.
 */
export const CHICAGO_CSL = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="note" version="1.0" demote-non-dropping-particle="display-and-sort" page-range-format="chicago">
  ${info('smarty-chicago', 'Smarty Chicago (notes and bibliography)')}
  <macro name="author">
    <names variable="author">
      <name and="text" delimiter=", " delimiter-precedes-last="always" delimiter-precedes-et-al="always" name-as-sort-order="first"/>
    </names>
  </macro>
  ${titleMacro}
  ${dateMacro}
  ${accessMacro}
  <macro name="container">
    <choose>
      <if type="book report thesis" match="any">
        <group delimiter=", ">
          <text variable="publisher"/>
          <text macro="date"/>
        </group>
      </if>
      <else>
        <group>
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
          <text macro="date" prefix=" (" suffix=")"/>
          <text variable="page" prefix=": "/>
        </group>
      </else>
    </choose>
  </macro>
  <citation et-al-min="4" et-al-use-first="1">
    <layout suffix="." delimiter="; ">
      <group delimiter=", ">
        <names variable="author">
          <name and="text" delimiter=", "/>
        </names>
        <text macro="title"/>
      </group>
    </layout>
  </citation>
  <bibliography hanging-indent="true" et-al-min="11" et-al-use-first="7" entry-spacing="0">
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
