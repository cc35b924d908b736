import type { AiCitation, KnowledgePassage } from '../../../../shared/schemas/ai';

/** Numbers the passages an answer or artefact cites, 1, 2, 3… in the order it first cites them. */
export class PassageCitations {
  readonly list: AiCitation[] = [];
  private readonly byPassage = new Map<string, number>();

  /** The passage's number, given it (and listed) on its first citation. */
  number(p: KnowledgePassage): number {
    let n = this.byPassage.get(p.id);
    if (n === undefined) {
      n = this.list.length + 1;
      this.byPassage.set(p.id, n);
      this.list.push({
        index: n,
        title: p.sourceTitle,
        ...(p.url ? { url: p.url } : {}),
        passage: p.text,
        passageId: p.id,
        ...(p.topicTitle ? { topicTitle: p.topicTitle } : {}),
      });
    }
    return n;
  }
}
