import { describe, expect, it } from 'vitest';
import { ChatFailedError, parseEventBlocks, streamChat } from './chat-api.ts';
import { mentionsHandoff, telUrl, whatsappUrl } from './handoff.ts';

describe('parseEventBlocks', () => {
  it('keeps an unfinished event for the next chunk', () => {
    const first = parseEventBlocks('event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"te');
    expect(first.events).toEqual([{ event: 'delta', data: '{"text":"Hel"}' }]);
    const second = parseEventBlocks(`${first.rest}xt":"lo"}\n\n`);
    expect(second.events).toEqual([{ event: 'delta', data: '{"text":"lo"}' }]);
    expect(second.rest).toBe('');
  });
});

describe('streamChat', () => {
  it('rejects with the spec failure when the stream ends without an answer', async () => {
    const fetcher = async () => new Response('event: delta\ndata: {"text":"Hi"}\n\n', { status: 200 });
    await expect(streamChat({ message: 'hi' }, { fetch: fetcher })).rejects.toThrow(ChatFailedError);
    await expect(streamChat({ message: 'hi' }, { fetch: fetcher })).rejects.toThrow(
      'Failed to get AI response',
    );
  });

  it('rejects on a network failure', async () => {
    const fetcher = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    await expect(streamChat({ message: 'hi' }, { fetch: fetcher })).rejects.toThrow(ChatFailedError);
  });
});

describe('handoff', () => {
  it('recognises WhatsApp and consultant mentions in English and Arabic', () => {
    expect(mentionsHandoff("I'm opening WhatsApp for you.")).toBe(true);
    expect(mentionsHandoff('You can speak with a consultant.')).toBe(true);
    expect(mentionsHandoff('سأفتح لك واتساب للتحدث مع أحد مستشارينا.')).toBe(true);
    expect(mentionsHandoff('تواصل مع مستشار عقاري')).toBe(true);
    expect(mentionsHandoff('I found 3 villas on Yas Island.')).toBe(false);
    expect(mentionsHandoff('Call our team on +971 2 555 0100.')).toBe(false);
  });

  it('builds WhatsApp and phone links from numbers as people type them', () => {
    expect(whatsappUrl('+971 50 123 4567', 'Hello!')).toBe('https://wa.me/971501234567?text=Hello!');
    expect(telUrl('+971 2 555 0100')).toBe('tel:+97125550100');
  });
});
