/** Spec §9 date formats: `d.M.yyyy H:mm` in Czech, `d/M/yyyy H:mm` in English, in the user's time zone. */
export function formatDateTime(value: Date | string | number, language: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.getDate();
  const month = date.getMonth() + 1;
  const year = date.getFullYear();
  const time = `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
  const separator = language.startsWith('en') ? '/' : '.';
  return `${day}${separator}${month}${separator}${year} ${time}`;
}
