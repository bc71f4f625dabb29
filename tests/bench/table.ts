/**
 * A Markdown table printed as it is measured: its title and header with the first row, then each
 * row as soon as it is known. A long bench run that stops (a crash, Ctrl-C) keeps every figure it
 * printed; before, every table was printed at the end and a late failure lost them all.
 */
export class Table {
  private started = false;

  constructor(private readonly columns: readonly string[], private readonly numeric: readonly boolean[] = columns.map((_, i) => i > 0)) {}

  row(cells: readonly (string | number)[]): void {
    if (!this.started) {
      this.started = true;
      console.log(`\n| ${this.columns.join(' | ')} |`);
      console.log(`|${this.numeric.map((right) => (right ? '---:' : '---')).join('|')}|`);
    }
    console.log(`| ${cells.join(' | ')} |`);
  }
}
