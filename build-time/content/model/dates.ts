/** The latest of `dates` (the epoch for none): a list page changes when its newest entry does. */
export const newest = (dates: Date[]) => new Date(Math.max(0, ...dates.map((date) => date.getTime())));
export const iso = (date: Date) => date.toISOString();
