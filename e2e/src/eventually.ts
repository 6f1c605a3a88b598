/** Polls `probe` until it answers something, for what the platform finishes asynchronously. */
export async function eventually<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  // Generous: a loaded CI machine runs the platform's workers late.
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
