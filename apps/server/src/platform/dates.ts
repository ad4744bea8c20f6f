const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: each costs native (ICU) memory, and batches ask thousands of times. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** Today's date ('YYYY-MM-DD') in a time zone: the school day of a kindergarten (DESIGN section 6). */
export function todayIn(timeZone = 'Asia/Shanghai', at = new Date()): string {
  return dayFormat(timeZone).format(at);
}
