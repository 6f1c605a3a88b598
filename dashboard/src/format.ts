const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Unix seconds as the reader's local date and time; an em dash for none. */
export function when(seconds: number | null | undefined): string {
  return seconds ? dateTime.format(new Date(seconds * 1000)) : '—';
}

export function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
