import type { ChatResponse } from '@manzil/contracts';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatStore } from '../chat/store.ts';
import ChatWidget from './ChatWidget.tsx';

const listing = (id: number) => ({
  id,
  reference: `ST-${String(id).padStart(6, '0')}`,
  titleEn: `Apartment ${id} on Al Reem Island`,
  titleAr: `شقة ${id} في جزيرة الريم`,
  price: 105_000,
  priceType: 'yearly' as const,
  listingType: 'rent' as const,
  status: 'ready' as const,
  bedrooms: 2,
  bathrooms: 2,
  area: 1200,
  areaUnit: 'sqft',
  areaName: 'Al Reem Island',
  areaNameAr: 'جزيرة الريم',
  emirateName: 'Abu Dhabi',
  emirateNameAr: 'أبوظبي',
  propertyTypeName: 'Apartment',
  propertyTypeNameAr: 'شقة',
  imageUrl: `/media/p${id}.jpg`,
});

function answer(fields: Partial<ChatResponse> = {}): ChatResponse {
  return {
    response: 'I found 3 listings for apartments for rent in Al Reem Island.',
    language: 'en',
    assistant: 'Noor',
    intent: 'search',
    listings: [listing(4), listing(2)],
    total: 3,
    searchUrl: '/properties?listingType=rent&areaId=11',
    requestedFilters: null,
    filters: null,
    relaxed: [],
    filterNames: {},
    handoff: null,
    signature: 'v1.signed',
    ...fields,
  };
}

function sse(response: ChatResponse): Response {
  const words = response.response.match(/\S+\s*/g) ?? [];
  const body = [
    ...words.map((text) => `event: delta\ndata: ${JSON.stringify({ text })}\n\n`),
    `event: done\ndata: ${JSON.stringify(response)}\n\n`,
  ].join('');
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

type ChatHandler = (body: {
  message: string;
  language: string;
  history: unknown[];
}) => Promise<Response> | Response;

let chatHandler: ChatHandler;
let chatBodies: Array<{ message: string; language: string; history: unknown[] }>;
let searchHandler: (body: { filters: Record<string, unknown>; language: string }) => Response;
let searchBodies: Array<{ filters: Record<string, unknown>; language: string }>;
const siteContent = { whatsapp: { number: '+971 50 123 4567', enabled: true } };

beforeEach(() => {
  sessionStorage.clear();
  useChatStore.setState({ open: false, messages: [], pending: false });
  chatBodies = [];
  searchBodies = [];
  chatHandler = () => sse(answer());
  searchHandler = () => jsonResponse(answer());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).startsWith('/api/content/site')) return jsonResponse(siteContent);
      if (String(url) === '/api/ai/chat/stream') {
        const body = JSON.parse(String(init?.body));
        chatBodies.push(body);
        return chatHandler(body);
      }
      if (String(url) === '/api/ai/search') {
        const body = JSON.parse(String(init?.body));
        searchBodies.push(body);
        return searchHandler(body);
      }
      return jsonResponse({}, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openChat(name = 'Chat with Noor, the property assistant') {
  fireEvent.click(screen.getByRole('button', { name }));
  // The panel is a lazy chunk: its first load in a test run takes a moment.
  return screen.findByRole('textbox', {}, { timeout: 5000 });
}

/** The conversation (the live region repeats the last answer for screen readers). */
const conversation = (name = 'Noor') => within(screen.getByRole('list', { name }));

function type(input: HTMLElement, text: string, options: { shiftKey?: boolean } = {}) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', ...options });
}

// Generous: the panel is a lazy chunk and busy machines render slowly.
describe('ChatWidget', { timeout: 20_000 }, () => {
  it('opens a panel with the welcome message once, the Beta label and ten suggested prompts', async () => {
    renderWithProviders(<ChatWidget />);
    const launcher = screen.getByRole('button', { name: 'Chat with Noor, the property assistant' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    const input = await openChat();
    // The panel's first commit adds the welcome message and focuses the box; the test may see the box first.
    await screen.findByText(/Hello! I'm Noor/);
    await waitFor(() => expect(document.activeElement).toBe(input));
    // A disclosure button: the same name, its state in aria-expanded.
    expect(screen.getByRole('button', { name: 'Chat with Noor, the property assistant' })).toBe(launcher);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: /Noor/ });
    expect(panel.textContent).toContain("Hello! I'm Noor, Manzil's property assistant.");
    expect(within(panel).getByText('Beta')).toBeTruthy();
    const prompts = within(screen.getByRole('list', { name: 'Suggested questions' })).getAllByRole('button');
    expect(prompts).toHaveLength(10);

    fireEvent.click(within(panel).getByRole('button', { name: 'Close the assistant' }));
    await openChat();
    expect(screen.getAllByText(/Hello! I'm Noor/)).toHaveLength(1);
  });

  it('sends with Enter (not Shift+Enter, not blank), shows cards linking to the detail page and all results', async () => {
    renderWithProviders(<ChatWidget />);
    const input = await openChat();
    type(input, '   ');
    type(input, 'apartments in Reem', { shiftKey: true });
    expect(chatBodies).toHaveLength(0);

    type(input, '2 bed apartment for rent in Reem');
    expect(
      await conversation().findByText('I found 3 listings for apartments for rent in Al Reem Island.'),
    ).toBeTruthy();
    expect(chatBodies[0]).toEqual({
      message: '2 bed apartment for rent in Reem',
      language: 'en',
      history: [],
    });
    const card = screen.getByRole('link', { name: /Apartment 4 on Al Reem Island/ });
    expect(card.getAttribute('href')).toBe('/property/4');
    expect(card.textContent).toMatch(/AED\s105K\/year/);
    expect(screen.getByRole('link', { name: 'See all 3 results' }).getAttribute('href')).toBe(
      '/properties?listingType=rent&areaId=11',
    );
    expect(screen.getByRole('status').textContent).toBe(
      'I found 3 listings for apartments for rent in Al Reem Island.',
    );
  });

  it('disables the input and shows the typing indicator while waiting, then sends the conversation', async () => {
    let release: (response: Response) => void = () => {};
    chatHandler = () => new Promise<Response>((resolve) => (release = resolve));
    renderWithProviders(<ChatWidget />);
    const input = await openChat();
    type(input, 'villas in Yas');
    await waitFor(() => expect(chatBodies).toHaveLength(1));
    expect((input as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Noor is typing…').length).toBeGreaterThan(0);
    await act(async () => release(sse(answer({ response: 'Here are villas on Yas Island.', listings: [] }))));
    await conversation().findByText('Here are villas on Yas Island.');
    expect((input as HTMLTextAreaElement).disabled).toBe(false);

    chatHandler = () => sse(answer({ response: 'Sure.', listings: [] }));
    type(input, 'what about 4 bedrooms?');
    await conversation().findByText('Sure.');
    expect(chatBodies[1]?.history).toEqual([
      { role: 'user', content: 'villas in Yas' },
      { role: 'assistant', content: 'Here are villas on Yas Island.', signature: 'v1.signed' },
    ]);
  });

  it('shows the reading as chips, a dropped one struck through; removing one searches again', async () => {
    const names = {
      areaId: { en: 'Al Reem Island', ar: 'جزيرة الريم' },
      propertyTypeId: { en: 'Apartment', ar: 'شقة' },
    };
    chatHandler = () =>
      sse(
        answer({
          response: 'Nothing matches all of that right now. Here are the closest options instead.',
          requestedFilters: {
            listingType: 'rent',
            areaId: 11,
            propertyTypeId: 1,
            bedrooms: '2',
            maxPrice: 50_000,
          },
          filters: { listingType: 'rent', areaId: 11, propertyTypeId: 1, bedrooms: '2' },
          relaxed: ['maxPrice'],
          filterNames: names,
          total: 3,
          searchUrl: '/properties?listingType=rent&areaId=11&propertyTypeId=1&bedrooms=2',
        }),
      );
    searchHandler = (body) =>
      jsonResponse(
        answer({
          response: 'I found 5 listings for apartments in Al Reem Island, 2 bedrooms.',
          requestedFilters: body.filters,
          filters: { areaId: 11, propertyTypeId: 1, bedrooms: '2' },
          relaxed: ['maxPrice'],
          filterNames: names,
          total: 5,
          listings: [listing(7)],
          searchUrl: '/properties?areaId=11&propertyTypeId=1&bedrooms=2',
          signature: 'v1.again',
        }),
      );
    renderWithProviders(<ChatWidget />);
    const input = await openChat();
    type(input, '2 bed flat to rent in Reem under 50k');
    await conversation().findByText(/Nothing matches all of that/);
    const chips = screen.getByRole('list', { name: 'What I searched for' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['Rent', 'Al Reem Island', 'Apartment', '2 bedrooms', 'under AED 50Kno exact match']);
    expect(chips.querySelector('del')?.textContent?.replace(/\u00a0/g, ' ')).toBe('under AED 50K');

    fireEvent.click(within(chips).getByRole('button', { name: 'Remove Rent' }));
    expect(
      await conversation().findByText('I found 5 listings for apartments in Al Reem Island, 2 bedrooms.'),
    ).toBeTruthy();
    expect(searchBodies).toEqual([
      { filters: { areaId: 11, propertyTypeId: 1, bedrooms: '2', maxPrice: 50_000 }, language: 'en' },
    ]);
    expect(conversation().queryByText(/Nothing matches all of that/)).toBeNull();
    const updated = screen.getByRole('list', { name: 'What I searched for' });
    expect(within(updated).queryByRole('button', { name: 'Remove Rent' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See all 5 results' }).getAttribute('href')).toBe(
      '/properties?areaId=11&propertyTypeId=1&bedrooms=2',
    );
    expect(screen.getByRole('link', { name: /Apartment 7 on Al Reem Island/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'I found 5 listings for apartments in Al Reem Island, 2 bedrooms.',
    );

    // The next message carries the answer as it is now, with its new signature.
    chatHandler = () => sse(answer({ response: 'Sure.' }));
    type(input, 'thanks');
    await conversation().findByText('Sure.');
    expect(chatBodies[1]?.history).toEqual([
      { role: 'user', content: '2 bed flat to rent in Reem under 50k' },
      {
        role: 'assistant',
        content: 'I found 5 listings for apartments in Al Reem Island, 2 bedrooms.',
        signature: 'v1.again',
      },
    ]);
  });

  it('keeps the answer and says so when searching again fails', async () => {
    chatHandler = () =>
      sse(
        answer({
          requestedFilters: { listingType: 'rent', areaId: 11 },
          filters: { listingType: 'rent', areaId: 11 },
          filterNames: { areaId: { en: 'Al Reem Island', ar: 'جزيرة الريم' } },
        }),
      );
    searchHandler = () => new Response('{"error":"service_unavailable"}', { status: 503 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ChatWidget />);
    type(await openChat(), 'flats to rent in Reem');
    await conversation().findByText('I found 3 listings for apartments for rent in Al Reem Island.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Al Reem Island' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "Sorry, I couldn't search again. Please try again.",
    );
    expect(
      conversation().getByText('I found 3 listings for apartments for rent in Al Reem Island.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Al Reem Island' })).toBeTruthy();
  });

  it("shows the chips in Arabic and searches again in the answer's language", async () => {
    chatHandler = () =>
      sse(
        answer({
          response: 'وجدت 3 عقارات.',
          language: 'ar',
          assistant: 'نور',
          requestedFilters: { listingType: 'rent', areaId: 11, bedrooms: '2' },
          filters: { listingType: 'rent', areaId: 11, bedrooms: '2' },
          filterNames: { areaId: { en: 'Al Reem Island', ar: 'جزيرة الريم' } },
        }),
      );
    searchHandler = () => jsonResponse(answer({ response: 'وجدت 4 عقارات.', language: 'ar' }));
    renderWithProviders(<ChatWidget />, { route: '/ar' });
    type(await openChat('تحدث مع نور، المساعدة العقارية'), 'شقة غرفتين ايجار الريم');
    await conversation('نور').findByText('وجدت 3 عقارات.');
    const chips = screen.getByRole('list', { name: 'ما بحثت عنه' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['إيجار', 'جزيرة الريم', 'غرفتا نوم']);
    fireEvent.click(within(chips).getByRole('button', { name: 'إزالة غرفتا نوم' }));
    await conversation('نور').findByText('وجدت 4 عقارات.');
    expect(searchBodies[0]).toEqual({ filters: { listingType: 'rent', areaId: 11 }, language: 'ar' });
  });

  it('shows the error message as an assistant message when the answer fails', async () => {
    chatHandler = () => new Response('{"error":"service_unavailable"}', { status: 503 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ChatWidget />);
    type(await openChat(), 'hello');
    expect(await conversation().findByText('Sorry, there was an error. Please try again.')).toBeTruthy();
  });

  it('shows the error when the stream ends with an error event', async () => {
    chatHandler = () =>
      new Response(
        'event: error\ndata: {"error":"service_unavailable","message":"Failed to get AI response"}\n\n',
        {
          headers: { 'content-type': 'text/event-stream' },
        },
      );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ChatWidget />);
    type(await openChat(), 'hello');
    expect(await conversation().findByText('Sorry, there was an error. Please try again.')).toBeTruthy();
  });

  it('clears the chat back to the welcome message and the suggestions', async () => {
    renderWithProviders(<ChatWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Noor, the property assistant' }));
    const prompt = await screen.findByRole('button', { name: 'Villas for sale on Saadiyat Island' });
    fireEvent.click(prompt);
    expect(chatBodies[0]?.message).toBe('Villas for sale on Saadiyat Island');
    await conversation().findByText('I found 3 listings for apartments for rent in Al Reem Island.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(
      conversation().queryByText('I found 3 listings for apartments for rent in Al Reem Island.'),
    ).toBeNull();
    expect(screen.getByText(/Hello! I'm Noor/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Suggested questions' })).toBeTruthy();
  });

  it('opens WhatsApp 2 seconds after a reply that hands over to a consultant', async () => {
    chatHandler = () =>
      sse(
        answer({
          response: "Of course! I'm opening WhatsApp so you can chat with one of our property consultants.",
          listings: [],
          searchUrl: null,
          handoff: 'whatsapp',
        }),
      );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithProviders(<ChatWidget />);
    type(await openChat(), 'Can I speak to an agent?');
    await conversation().findByText(/opening WhatsApp/);
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(open.mock.calls[0]?.[0]).toBe(
      `https://wa.me/971501234567?text=${encodeURIComponent("Hello! I'm interested in your real estate services.")}`,
    );
    expect(screen.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href')).toContain(
      'wa.me/971501234567',
    );
  });

  it('closes with Escape and gives focus back to the button; the conversation survives a remount', async () => {
    const first = renderWithProviders(<ChatWidget />);
    type(await openChat(), 'villas');
    await conversation().findByText('I found 3 listings for apartments for rent in Al Reem Island.');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: /Noor/ })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Chat with Noor, the property assistant' }),
    );
    first.unmount();

    renderWithProviders(<ChatWidget />, { route: '/properties' });
    await openChat();
    expect(
      conversation().getByText('I found 3 listings for apartments for rent in Al Reem Island.'),
    ).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('manzil-chat') ?? '{}').state.messages).toHaveLength(3);
  });

  it('speaks Arabic on Arabic pages, sends the language and links cards under /ar', async () => {
    chatHandler = () => sse(answer({ response: 'وجدت 3 عقارات.', language: 'ar', assistant: 'نور' }));
    renderWithProviders(<ChatWidget />, { route: '/ar' });
    const input = await openChat('تحدث مع نور، المساعدة العقارية');
    expect(screen.getByRole('region', { name: /نور/ })).toBeTruthy();
    expect(screen.getByText('تجريبي')).toBeTruthy();
    type(input, 'شقة غرفتين ايجار الريم');
    await conversation('نور').findByText('وجدت 3 عقارات.');
    expect(chatBodies[0]?.language).toBe('ar');
    expect(screen.getByRole('link', { name: /شقة 4 في جزيرة الريم/ }).getAttribute('href')).toBe(
      '/ar/property/4',
    );
    expect(screen.getByRole('link', { name: 'اعرض كل النتائج (3)' }).getAttribute('href')).toBe(
      '/ar/properties?listingType=rent&areaId=11',
    );
  });
});
