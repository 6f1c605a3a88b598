/** One dispatched Server-Sent Event. */
export interface SseEvent {
  /** The last event id seen on the stream (an event without `id:` keeps the one before). */
  id: string | undefined;
  /** `event:`, or `message` when the server named none. */
  type: string;
  /** The `data:` lines joined with line feeds. */
  data: string;
}

/** What the stream tells its reader: an event, or how long to wait before reconnecting. */
export type SseItem = { kind: 'event'; event: SseEvent } | { kind: 'retry'; ms: number };

/**
 * Splits text into lines at CRLF, LF or CR (all three end a line in SSE), across chunks: a CR
 * at the end of a chunk is held back, since the LF that would complete it may open the next.
 */
export function lineSplitter(): (text: string) => string[] {
  let pending = '';
  return (text) => {
    pending += text;
    const lines: string[] = [];
    const breaks = /\r\n|\r|\n/g;
    let start = 0;
    for (let found = breaks.exec(pending); found; found = breaks.exec(pending)) {
      if (found[0] === '\r' && found.index === pending.length - 1) break;
      lines.push(pending.slice(start, found.index));
      start = found.index + found[0].length;
    }
    pending = pending.slice(start);
    return lines;
  };
}

/**
 * The field rules of the HTML standard's event-stream interpretation, one line at a time: a
 * blank line dispatches what was gathered, `:` starts a comment (the keep-alives), one space
 * after the colon is not part of the value, and unknown fields are ignored.
 */
export function sseFieldReader(): (line: string) => SseItem | undefined {
  let lastId: string | undefined;
  let type = '';
  let data: string[] = [];
  return (line) => {
    if (line === '') {
      const event = { id: lastId, type: type || 'message', data: data.join('\n') };
      const dispatch = data.length > 0;
      type = '';
      data = [];
      return dispatch ? { kind: 'event', event } : undefined;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const raw = colon === -1 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) return { kind: 'retry', ms: Number(value) };
    return undefined;
  };
}

/**
 * The items of an event stream's body as they arrive. An event still incomplete when the body
 * ends is dropped, as the standard says: the connection broke before the server finished it.
 */
export async function* readSse(body: AsyncIterable<Uint8Array>): AsyncGenerator<SseItem> {
  const decoder = new TextDecoder();
  const split = lineSplitter();
  const read = sseFieldReader();
  for await (const chunk of body) {
    for (const line of split(decoder.decode(chunk, { stream: true }))) {
      const item = read(line);
      if (item) yield item;
    }
  }
}
