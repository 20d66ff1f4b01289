import type { TestApp } from '@manzil/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from './fixtures/fake-upstream.ts';
import { buildAiApp, type ChatResponse, parseEvents } from './helpers.ts';

let upstream: FakeUpstream;
let built: TestApp;

beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(async () => {
  upstream.requests.length = 0;
  upstream.catalogDown = false;
  built = await buildAiApp(upstream);
});
afterEach(async () => {
  await built.close();
});

const chat = (payload: unknown, headers: Record<string, string> = {}) =>
  built.app.inject({ method: 'POST', url: '/api/ai/chat', payload: payload as object, headers });

describe('POST /api/ai/chat (built-in assistant)', () => {
  it('turns an English request into a catalog search and answers with the best matches and the link', async () => {
    const res = await chat({ message: '2 bedroom apartment for rent in Reem under 120k', language: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json<ChatResponse>();
    expect(body.intent).toBe('search');
    expect(body.assistant).toBe('Noor');
    expect(body.total).toBe(3);
    expect(body.listings.map((l) => l.id)).toEqual([4, 2, 1]);
    expect(body.listings[0]).toMatchObject({
      reference: 'ST-000004',
      price: 105_000,
      imageUrl: '/media/p4-320.jpg',
    });
    expect(body.searchUrl).toBe(
      '/properties?listingType=rent&areaId=11&propertyTypeId=1&maxPrice=120000&bedrooms=2',
    );
    expect(body.response).toContain('I found 3 listings for apartments for rent in Al Reem Island');
    const search = upstream.requests.find((r) => r.startsWith('/api/properties/search'));
    expect(search).toContain('listingType=rent');
    expect(search).toContain('areaId=11');
    expect(search).toContain('bedrooms=2');
    expect(search).toContain('maxPrice=120000');
  });

  it('answers Arabic requests in Arabic, Arabic-Indic digits included', async () => {
    const res = await chat({ message: 'فيلا ٤ غرف للبيع في السعديات', language: 'ar' });
    const body = res.json<ChatResponse>();
    expect(body.assistant).toBe('نور');
    expect(body.filters).toMatchObject({ propertyTypeId: 2, bedrooms: '4', listingType: 'sale', areaId: 12 });
    expect(body.listings.map((l) => l.id)).toEqual([5]);
    expect(body.response).toContain('وجدت عقاراً واحداً');
    expect(body.response).toContain('جزيرة السعديات');
  });

  it('offers the closest listings when nothing matches exactly, and says so', async () => {
    const body = (
      await chat({ message: '2 bedroom apartment for rent in Reem under 50k' })
    ).json<ChatResponse>();
    expect(body.listings.length).toBeGreaterThan(0);
    expect(body.filters?.maxPrice).toBeUndefined();
    expect(body.response).toContain('Nothing matches all of that');
    expect(body.searchUrl).not.toContain('maxPrice');
  });

  it('never invents listings: no match at all gives no cards', async () => {
    const body = (await chat({ message: 'penthouse for rent in Al Bateen' })).json<ChatResponse>();
    expect(body.listings).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.response).toContain("I couldn't find any listings");
  });

  it('resolves a place it does not know through the search service', async () => {
    upstream.locations['al zeina'] = { type: 'area', id: 14, nameEn: 'Al Raha Beach' };
    const body = (await chat({ message: 'apartment for rent in Al Zeina' })).json<ChatResponse>();
    expect(upstream.requests).toContain('/api/search/locations?q=al%20zeina');
    expect(body.filters?.areaId).toBe(14);
  });

  it('refines the previous request from the conversation', async () => {
    const body = (
      await chat({
        message: 'what about 4 bedrooms?',
        history: [
          { role: 'user', content: 'villa for sale in Saadiyat' },
          { role: 'assistant', content: 'I found 2 listings.' },
        ],
      })
    ).json<ChatResponse>();
    expect(body.filters).toMatchObject({ propertyTypeId: 2, listingType: 'sale', areaId: 12, bedrooms: '4' });
  });

  it('answers mortgage questions with the calculator formula', async () => {
    const body = (
      await chat({ message: 'monthly payment on a 2m villa with 20% down over 25 years at 4%?' })
    ).json<ChatResponse>();
    expect(body.intent).toBe('mortgage');
    // 1,600,000 at 4% / 12 over 300 months: 8,445.
    expect(body.response).toContain('AED 8,445');
    expect(body.response).toContain('AED 1,600,000');
  });

  it('hands over to WhatsApp when asked for a person, in both languages', async () => {
    const en = (await chat({ message: 'Can I talk to an agent?' })).json<ChatResponse>();
    expect(en.handoff).toBe('whatsapp');
    expect(en.response).toMatch(/WhatsApp/);
    const ar = (await chat({ message: 'ابي اكلم موظف', language: 'ar' })).json<ChatResponse>();
    expect(ar.handoff).toBe('whatsapp');
    expect(ar.response).toContain('واتساب');
  });

  it('hands over to a call when WhatsApp is off in the site content', async () => {
    upstream.content = {
      whatsapp: { number: '', enabled: false },
      callButton: { number: '+971 2 000 0000', enabled: true },
    };
    await built.close();
    built = await buildAiApp(upstream);
    const body = (await chat({ message: 'I want to speak to someone' })).json<ChatResponse>();
    expect(body.handoff).toBe('call');
    expect(body.response).toContain('+971 2 000 0000');
    expect(body.response).not.toMatch(/WhatsApp|consultant/i);
    upstream.content = { whatsapp: { number: '+971501234567', enabled: true } };
  });

  it('gives the agency contact details from the site content, with defaults when it is down', async () => {
    upstream.content = null;
    const body = (await chat({ message: 'What is your phone number?' })).json<ChatResponse>();
    expect(body.intent).toBe('agency');
    expect(body.response).toContain('+971 2 555 0100');
    upstream.content = { company: { phone: '+971 2 555 0100' } };
  });

  it('declines to filter by nationality or religion', async () => {
    const en = (await chat({ message: 'Which areas have no Indians?' })).json<ChatResponse>();
    expect(en.intent).toBe('declined');
    expect(en.listings).toEqual([]);
    expect(en.response).toContain("I can't search or filter by nationality");
    const ar = (
      await chat({ message: 'فيلا في منطقة سكانها مسلمين فقط', language: 'ar' })
    ).json<ChatResponse>();
    expect(ar.response).toContain('لا أستطيع البحث أو التصفية حسب الدين');
  });

  it('shows one listing by its reference', async () => {
    const body = (await chat({ message: 'Tell me about ST-000007' })).json<ChatResponse>();
    expect(body.intent).toBe('listing');
    expect(body.listings.map((l) => l.id)).toEqual([7]);
    expect(body.response).toContain('ST-000007');
    const missing = (await chat({ message: 'Tell me about ST-000099' })).json<ChatResponse>();
    expect(missing.listings).toEqual([]);
    expect(missing.response).toContain("I couldn't find listing ST-000099");
  });

  it('reads permit numbers only from the listing, never guessing one', async () => {
    const withPermit = (
      await chat({ message: 'What is the permit number of ST-000005?' })
    ).json<ChatResponse>();
    expect(withPermit.intent).toBe('listing');
    expect(withPermit.response).toContain('7101234567');
    expect(withPermit.listings.map((l) => l.id)).toEqual([5]);
    const without = (
      await chat({ message: 'رقم التصريح للعقار ST-000007؟', language: 'ar' })
    ).json<ChatResponse>();
    expect(without.response).toContain('لا يوجد رقم تصريح مسجل للعقار ST-000007');
    expect(without.response).not.toMatch(/\d{7,}/);
    const general = (await chat({ message: 'What is the Trakheesi permit?' })).json<ChatResponse>();
    expect(general.intent).toBe('help');
    expect(general.listings).toEqual([]);
    expect(general.response).toContain('never guess them');
  });

  it("answers in the language the message is written in, whatever the page's language", async () => {
    const arabicOnEnglishPage = (
      await chat({ message: 'شقة غرفتين ايجار الريم', language: 'en' })
    ).json<ChatResponse>();
    expect(arabicOnEnglishPage.language).toBe('ar');
    expect(arabicOnEnglishPage.assistant).toBe('نور');
    expect(arabicOnEnglishPage.response).toContain('وجدت');
    const englishOnArabicPage = (
      await chat({ message: 'villa for sale in Saadiyat', language: 'ar' })
    ).json<ChatResponse>();
    expect(englishOnArabicPage.language).toBe('en');
    // A reference alone keeps the page's language.
    const reference = (await chat({ message: 'ST-000007', language: 'ar' })).json<ChatResponse>();
    expect(reference.language).toBe('ar');
  });

  it('declines a protected-trait filter without searching the words about people as a place', async () => {
    const body = (
      await chat({ message: 'ابي فيلا في منطقة ما فيها هنود', language: 'ar' })
    ).json<ChatResponse>();
    expect(body.intent).toBe('declined');
    expect(body.response).toContain('لا أستطيع البحث أو التصفية حسب الجنسية');
    expect(body.response).not.toContain('لم أتعرّف على منطقة');
    expect(upstream.requests.some((r) => r.includes('/api/search/locations'))).toBe(false);
    expect(body.filters?.location).toBeUndefined();
  });

  it('answers the spec error when the catalog cannot be reached', async () => {
    upstream.catalogDown = true;
    const res = await chat({ message: 'villa for sale in Yas' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'service_unavailable', message: 'Failed to get AI response' });
  });
});

describe('POST /api/ai/chat validation and limits', () => {
  it('refuses an empty or blank message, naming the field', async () => {
    for (const message of ['', '   \n ']) {
      const res = await chat({ message });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation');
      expect(res.json().details[0].field).toBe('message');
    }
    const missing = await chat({ language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('"message"');
  });

  it('refuses a message over 1000 characters and an unknown language', async () => {
    const long = await chat({ message: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 1000 characters');
    const lang = await chat({ message: 'hi', language: 'fr' });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().details[0].field).toBe('language');
  });

  it('refuses a history over its size limits, naming the field', async () => {
    const turn = (content: string) => ({ role: 'user', content });
    const tooMuch = await chat({
      message: 'hello',
      history: Array.from({ length: 5 }, () => turn('a'.repeat(1900))),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0].field).toBe('history');
    expect(tooMuch.json().message).toContain('more than 8000 characters in all');
    const longTurn = await chat({ message: 'hello', history: [turn('a'.repeat(2001))] });
    expect(longTurn.statusCode).toBe(400);
    expect(longTurn.json().message).toContain('2000');
    const tooMany = await chat({ message: 'hello', history: Array.from({ length: 13 }, () => turn('hi')) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('history');
    const fits = await chat({
      message: 'hello',
      history: Array.from({ length: 4 }, () => turn('a'.repeat(1900))),
    });
    expect(fits.statusCode).toBe(200);
  });

  it('refuses a malformed turn signature', async () => {
    const res = await chat({
      message: 'hello',
      history: [{ role: 'assistant', content: 'Hi', signature: 'not a <signature>' }],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('signature');
  });

  it('limits each client to 20 messages a minute, with Retry-After', async () => {
    for (let i = 0; i < 20; i++) expect((await chat({ message: 'hello' })).statusCode).toBe(200);
    const limited = await chat({ message: 'hello' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toBe('too_many_requests');
    const other = await built.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { message: 'hello' },
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(200);
    // A caller that is no trusted proxy cannot get a new count by naming another client in X-Forwarded-For.
    const spoofed = await chat({ message: 'hello' }, { 'x-forwarded-for': '203.0.113.5' });
    expect(spoofed.statusCode).toBe(429);
  });

  it('counts the chat, the stream and the search of a client together, and not its refused requests', async () => {
    for (let i = 0; i < 5; i++) expect((await chat({ message: '   ' })).statusCode).toBe(400);
    for (let i = 0; i < 18; i++) expect((await chat({ message: 'hello' })).statusCode).toBe(200);
    const search = (filters: object) =>
      built.app.inject({ method: 'POST', url: '/api/ai/search', payload: { filters } });
    expect((await search({ minPrice: 9, maxPrice: 1 })).statusCode).toBe(400);
    expect((await search({ listingType: 'rent' })).statusCode).toBe(200);
    const stream = await built.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      payload: { message: 'hello' },
    });
    expect(stream.statusCode).toBe(200);
    const limited = await search({ listingType: 'rent' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'too_many_requests',
      message: 'Too many messages. Please wait a moment before sending another.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/ai/chat/stream', () => {
  it('streams the answer as deltas, then the whole response', async () => {
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      payload: { message: 'villa for sale in Saadiyat', language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseEvents(res.body);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const response = done?.data as ChatResponse;
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(response.response);
    expect(response.listings.map((l) => l.id)).toEqual([6, 5]);
  });

  it('signs the streamed answer like the JSON one', async () => {
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      payload: { message: 'hello' },
    });
    const done = parseEvents(res.body).at(-1)?.data as ChatResponse;
    expect(done.signature).toMatch(/^v1\.[A-Za-z0-9_-]{43}$/);
    const json = (await chat({ message: 'hello' })).json<ChatResponse>();
    expect(json.response).toBe(done.response);
    expect(json.signature).toBe(done.signature);
  });

  it('caps the streams open at once for the whole process: 503 with Retry-After past it', async () => {
    await built.close();
    built = await buildAiApp(upstream, { chunkDelayMs: 60, limits: { maxOpenStreams: 1 } });
    const open = (message: string, remoteAddress: string) =>
      built.app.inject({ method: 'POST', url: '/api/ai/chat/stream', payload: { message }, remoteAddress });
    const first = open('villa for sale in Saadiyat', '10.0.0.1');
    // Another client while the first answer is still being written.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const busy = await open('hello', '10.0.0.2');
    expect(busy.statusCode).toBe(503);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(busy.json()).toMatchObject({
      error: 'service_unavailable',
      message: 'The assistant is busy right now. Please try again in a moment.',
    });
    expect(parseEvents((await first).body).at(-1)?.event).toBe('done');
    // The stream is closed: there is room again.
    expect((await open('hello', '10.0.0.2')).statusCode).toBe(200);
  });

  it('ends with an error event when the answer fails, and validates before streaming', async () => {
    upstream.catalogDown = true;
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      payload: { message: 'villa in Yas' },
    });
    expect(parseEvents(res.body).at(-1)).toEqual({
      event: 'error',
      data: { error: 'service_unavailable', message: 'Failed to get AI response' },
    });
    const bad = await built.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      payload: { message: ' ' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
