// The rows of migrate's report: what each says, and the callback the mappers add them with.

export type RowKind = 'mapped' | 'different' | 'left out';

export interface ReportRow {
  kind: RowKind;
  /** The Docusaurus setting or file. */
  what: string;
  /** What docsgen does with it, and what to do. */
  note: string;
  /** For a mapped row: the keys it wrote (dot paths), so a key validation leaves out is not also reported as mapped. */
  keys?: string[];
}

/** Adds a row; a mapped row may name the keys it wrote. */
export type Row = (kind: RowKind, what: string, note: string, keys?: string[]) => void;
