import { describe, expect, it } from 'vitest';
import { lineSplitter, readSse, type SseItem } from './sse-parser';

async function itemsOf(...chunks: string[]): Promise<SseItem[]> {
  const encoder = new TextEncoder();
  async function* body() {
    for (const chunk of chunks) yield encoder.encode(chunk);
  }
  const items: SseItem[] = [];
  for await (const item of readSse(body())) items.push(item);
  return items;
}

const event = (id: string | undefined, type: string, data: string): SseItem => ({
  kind: 'event',
  event: { id, type, data },
});

describe('reading an event stream', () => {
  it('reads the stream the gateway sends: comments skipped, retry reported, one item per event', async () => {
    const items = await itemsOf(
      ': connected\nretry: 2000\n\n',
      'id: e-1\nevent: order:paid\ndata: {"event":"order:paid","data":{"a":"x: y"}}\n\n',
      ': keep-alive\n\n',
    );
    expect(items).toEqual([
      { kind: 'retry', ms: 2000 },
      event('e-1', 'order:paid', '{"event":"order:paid","data":{"a":"x: y"}}'),
    ]);
  });

  it('puts an event back together whatever the chunks split, a multi-byte character included', async () => {
    const whole = 'id: e-2\nevent: product:created\ndata: {"title":"Café ☕"}\n\n';
    const bytes = new TextEncoder().encode(whole);
    const items: SseItem[] = [];
    async function* byteByByte() {
      for (const byte of bytes) yield Uint8Array.of(byte);
    }
    for await (const item of readSse(byteByByte())) items.push(item);
    expect(items).toEqual([event('e-2', 'product:created', '{"title":"Café ☕"}')]);
  });

  it('ends lines at CRLF, LF or CR, a CRLF split across chunks counting once', async () => {
    const items = await itemsOf('data: a\r', '\ndata: b\rdata: c\r\n\r', '\n');
    expect(items).toEqual([event(undefined, 'message', 'a\nb\nc')]);
    const split = lineSplitter();
    expect(split('x\r')).toEqual([]);
    expect(split('\ny')).toEqual(['x']);
  });

  it('keeps the last id for an event without one, and takes an id only without NUL', async () => {
    const items = await itemsOf('id: 1\ndata: a\n\ndata: b\n\nid: 2\0\ndata: c\n\n');
    expect(items).toEqual([
      event('1', 'message', 'a'),
      event('1', 'message', 'b'),
      event('1', 'message', 'c'),
    ]);
  });

  it('takes one space after the colon off, ignores unknown fields, a bad retry and data-less events', async () => {
    const items = await itemsOf('data:  two spaces\nfoo: bar\nretry: soon\n\nevent: x\n\n');
    expect(items).toEqual([event(undefined, 'message', ' two spaces')]);
  });

  it('drops an event the stream ended in the middle of', async () => {
    expect(await itemsOf('id: 3\nevent: order:paid\ndata: {"a":1}\n')).toEqual([]);
  });
});
