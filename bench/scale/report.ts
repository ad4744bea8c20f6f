/** Markdown tables with the scales as columns: a row's cells, then the goal and whether it is met. */
export interface Line {
  name: string;
  cells: string[];
  goal?: string;
}

export function table(title: string, scales: number[], lines: Line[]): string {
  const head = `| ${title} | ${scales.map((s) => `${s.toLocaleString('en')} kindergartens`).join(' | ')} | goal |`;
  const rule = `|---|${scales.map(() => '---:').join('|')}|---|`;
  return [head, rule, ...lines.map((l) => `| ${l.name} | ${l.cells.join(' | ')} | ${l.goal ?? ''} |`)].join('\n');
}

export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
export const met = (ok: boolean) => (ok ? 'met' : 'not met');
export const perSecond = (n: number) => Math.round(n).toLocaleString('en');
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
