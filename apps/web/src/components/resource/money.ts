/** Money travels as integer fen (docs/architecture.md, section 6) and is read and typed as yuan with two decimals. */

export function fenToYuan(fen: number): number {
  return fen / 100;
}

/** Rounds to the nearest fen, so 0.1 + 0.2 yuan is 30 fen, not 30.000000000000004. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

export function formatMoney(fen: number): string {
  const yuan = fenToYuan(fen);
  const sign = yuan < 0 ? '-' : '';
  const [whole = '0', cents = '00'] = Math.abs(yuan).toFixed(2).split('.');
  return `${sign}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
