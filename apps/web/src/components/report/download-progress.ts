/** The part of a download that has arrived, as the message shows it: a percentage, or kilobytes when the whole is unknown. */
export function progressText(received: number, total: number | undefined): string | undefined {
  if (total) return `${Math.min(100, Math.floor((received / total) * 100))}%`;
  return received > 0 ? `${Math.max(1, Math.round(received / 1024))} KB` : undefined;
}
