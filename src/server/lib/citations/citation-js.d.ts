/** The small part of citation-js this project uses (the packages ship no types). */
declare module '@citation-js/core' {
  export interface CslTemplates {
    add(name: string, xml: string): void;
    has(name: string): boolean;
  }
  export const plugins: {
    config: {
      get(name: '@csl'): { templates: CslTemplates };
    };
    output: {
      format(
        name: 'bibliography',
        data: object[],
        options: { template: string; format: 'text' | 'html'; lang?: string; asEntryArray: true },
      ): [string, string][];
      format(
        name: 'citation',
        data: object[],
        options: {
          template: string;
          format: 'text' | 'html';
          lang?: string;
          entry: { id: string; locator?: string; label?: string }[];
        },
      ): string;
      format(name: 'bibtex' | 'ris', data: object[], options: { format: 'text' }): string;
    };
  };
}

declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
