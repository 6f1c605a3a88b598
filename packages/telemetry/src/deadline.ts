/**
 * How long stopping waits for telemetry to leave. An OTLP endpoint that is configured but not
 * answering (no collector running) would otherwise hold a stop for the exporter's own timeouts
 * and retries, past the 10 s in which a process must be gone; what is not flushed by then is lost,
 * which is the lesser harm.
 */
export const FLUSH_DEADLINE_MS = 3_000;

/** Waits for `work` at most `ms`; never rejects. True when it finished in time. */
export async function withinDeadline(work: Promise<unknown>, ms = FLUSH_DEADLINE_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work.then(() => true as const).catch(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
