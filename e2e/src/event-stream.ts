export interface StreamedEvent {
  id: string;
  event: string;
  data: string;
}

/**
 * Opens `GET /dev/v1/events/stream` as a client would and collects its events until `stop()`;
 * `ended()` says whether the platform closed it.
 */
export async function openEventStream(gatewayUrl: string, token: string, query = '') {
  const abort = new AbortController();
  const response = await fetch(`${gatewayUrl}/dev/v1/events/stream${query}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const events: StreamedEvent[] = [];
  let raw = '';
  let closedByPlatform = false;
  const reading = (async () => {
    // A refusal is the JSON error envelope: left unread for the caller.
    if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        raw += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = raw.indexOf('\n\n');
        while (end >= 0) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          );
          if (fields.id) events.push(fields as unknown as StreamedEvent);
          end = raw.indexOf('\n\n');
        }
      }
      closedByPlatform = !abort.signal.aborted;
    } catch {
      // aborted
    }
  })();
  return {
    response,
    events,
    ended: () => closedByPlatform,
    /** Waits until the platform ends the stream, at most `ms`; answers whether it did. */
    async waitForEnd(ms: number) {
      const timer = new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
      await Promise.race([reading, timer]);
      return closedByPlatform;
    },
    async waitFor(n: number, ms = 3000) {
      const until = Date.now() + ms;
      while (events.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return events;
    },
    async stop() {
      abort.abort();
      await reading;
      await response.body?.cancel().catch(() => undefined);
    },
  };
}
