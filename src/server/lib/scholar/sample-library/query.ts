/**
 * OpenAlex-style search text → a tree the sample library's search evaluates (ranking.ts). Quoted phrases, AND, OR,
 * NOT (or a leading "-") and parentheses work as in OpenAlex. Terms next to each other form one operand, a group,
 * that a work matches when it holds most of them (ranking.ts: OpenAlex reads them as AND; 'most' leaves room for the
 * one word a catalogue does not use), so "climate adaptation AND (flood OR drought)" needs both of the first two
 * words and one of the last two.
 */
type Node =
  | { kind: 'word'; text: string }
  | { kind: 'phrase'; text: string }
  | { kind: 'group'; terms: Node[] }
  | { kind: 'and' | 'or'; left: Node; right: Node }
  | { kind: 'not'; node: Node };

type Token = { t: 'word' | 'phrase'; v: string } | { t: 'AND' | 'OR' | 'NOT' | '(' | ')' };

const MAX_TOKENS = 64;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  const re = /"([^"]*)"?|(\()|(\))|([^\s()"]+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(input)) && tokens.length < MAX_TOKENS) {
    if (m[1] !== undefined) {
      if (m[1].trim()) tokens.push({ t: 'phrase', v: m[1].trim() });
    } else if (m[2]) tokens.push({ t: '(' });
    else if (m[3]) tokens.push({ t: ')' });
    else if (m[4]) {
      const w = m[4];
      if (w === 'AND' || w === 'OR' || w === 'NOT') tokens.push({ t: w });
      else if (w.startsWith('-') && w.length > 1) {
        tokens.push({ t: 'NOT' }, { t: 'word', v: w.slice(1) });
      } else tokens.push({ t: 'word', v: w });
    }
  }
  return tokens;
}

/** Parses into a tree; null when nothing searchable remains. */
export function parseSearch(input: string): Node | null {
  const tokens = tokenize(input);
  let i = 0;
  const peek = () => tokens[i];

  function primary(): Node | null {
    const tok = peek();
    if (!tok) return null;
    if (tok.t === 'NOT') {
      i++;
      const inner = primary();
      return inner ? { kind: 'not', node: inner } : null;
    }
    if (tok.t === '(') {
      i++;
      const inner = orExpr();
      if (peek()?.t === ')') i++;
      return inner;
    }
    if (tok.t === 'word' || tok.t === 'phrase') {
      i++;
      return { kind: tok.t, text: tok.v };
    }
    // a stray operator or ')': skip it
    i++;
    return primary();
  }

  /** Neighbouring terms without an operator between them: one group (a single term stays itself). */
  function group(): Node | null {
    const terms: Node[] = [];
    const first = primary();
    if (first) terms.push(first);
    for (;;) {
      const tok = peek();
      if (!tok || tok.t === 'AND' || tok.t === 'OR' || tok.t === 'NOT' || tok.t === ')') break;
      const next = primary();
      if (!next) break;
      terms.push(next);
    }
    if (terms.length === 0) return null;
    return terms.length === 1 ? terms[0]! : { kind: 'group', terms };
  }

  function andExpr(): Node | null {
    let left = group();
    // "a AND b", and "a NOT b" (which means a AND NOT b, as in OpenAlex)
    while (peek()?.t === 'AND' || peek()?.t === 'NOT') {
      if (peek()?.t === 'AND') i++;
      const right = peek()?.t === 'NOT' ? primary() : group();
      if (right) left = left ? { kind: 'and', left, right } : right;
    }
    return left;
  }

  function orExpr(): Node | null {
    let left = andExpr();
    while (peek()?.t === 'OR') {
      i++;
      const right = andExpr();
      if (right) left = left ? { kind: 'or', left, right } : right;
    }
    return left;
  }

  let root: Node | null = null;
  while (i < tokens.length) {
    const next = orExpr();
    if (next) root = root ? { kind: 'or', left: root, right: next } : next;
    if (peek()?.t === ')') i++;
  }
  return root;
}
