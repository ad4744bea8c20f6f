/** Today's date ('YYYY-MM-DD') in a time zone: the school day of a kindergarten (DESIGN section 6). */
export function todayIn(timeZone = 'Asia/Shanghai', at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
