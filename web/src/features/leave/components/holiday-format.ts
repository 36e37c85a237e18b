const weekdayDate = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A holiday's day with its weekday, en-AU: "Fri, 25 Dec 2026". */
export const holidayDate = (date: string) => weekdayDate.format(new Date(`${date}T00:00:00Z`));
