/** A refused import: which input, which row (1-based, header not counted), and why. Nothing changed. */
export class ImportError extends Error {
  constructor(
    readonly source: string,
    readonly row: number | null,
    readonly reason: string,
  ) {
    super(row === null ? `${source}: ${reason}` : `${source}: row ${row}: ${reason}`);
    this.name = 'ImportError';
  }
}
