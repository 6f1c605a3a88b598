/**
 * Calls `onGone` once when the process that started this one is gone (we were re-parented).
 * `pnpm start:prod` runs start:prod as pnpm's child; a SIGTERM sent to pnpm alone (a process
 * manager that signals the pid it started) makes pnpm exit without passing it on, which would
 * leave the platform running with no owner. Watching the parent stops it instead.
 */
export function watchParent(
  onGone: () => void,
  options: { intervalMs?: number; parentPid?: () => number } = {},
): () => void {
  const parentPid = options.parentPid ?? (() => process.ppid);
  const started = parentPid();
  const timer = setInterval(() => {
    if (parentPid() === started) return;
    clearInterval(timer);
    onGone();
  }, options.intervalMs ?? 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
