import { ToastRegion, useToastStore } from '@manzil/ui';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm.tsx';
import '../i18n/index.ts';

function renderForm(route = '/') {
  return renderWithProviders(
    <>
      <ContactForm />
      <ToastRegion label="Notifications" dismissLabel="Dismiss" />
    </>,
    { route },
  );
}

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  fill(/First name/, 'Sara');
  fill(/Last name/, 'Al Hashimi');
  fill(/^Email/, 'sara@example.com');
  fill(/Phone/, '+971 50 123 4567');
  fill(/Subject/, 'buying');
  fill(/^Message/, 'A three-bedroom villa on Saadiyat, ready by summer.');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useToastStore.setState({ current: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contact form', () => {
  it('sends nothing and shows the missing-fields toast when a required field is empty', async () => {
    renderForm();
    fill(/First name/, 'Sara');
    send();
    expect(await screen.findByText('Please fill in all required fields.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Last name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/First name/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Last name/));
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
  });

  it('checks the e-mail, the phone and a too-short message before sending', () => {
    renderForm();
    fillValid();
    fill(/^Email/, 'sara@example');
    fill(/Phone/, '12ab');
    fill(/^Message/, 'x');
    send();
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter a phone number with 6 to 15 digits.')).toBeTruthy();
    expect(screen.getByText('Please write a few words about what you are looking for.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Sending...' with the button disabled, then clears the form with the success toast", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fillValid();
    send();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Sara',
      lastName: 'Al Hashimi',
      email: 'sara@example.com',
      phone: '+971 50 123 4567',
      subject: 'buying',
      message: 'A three-bedroom villa on Saadiyat, ready by summer.',
      lang: 'en',
    });
    answer(jsonResponse({ id: 'abc' }, 201));
    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
    expect(screen.getByText('Thank you for your inquiry! We will contact you within 24 hours.')).toBeTruthy();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps everything typed and shows the error toast when the server fails', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    renderForm();
    fillValid();
    send();
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Sara');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toContain('Saadiyat');
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's field problems under each field and keeps the values", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: 'ValidationError',
          message: 'Field "email" must be a real e-mail address.',
          details: [{ location: 'body', field: 'email', message: 'must be a real e-mail address' }],
        },
        400,
      ),
    );
    renderForm();
    fillValid();
    send();
    expect(await screen.findByText('Please check the highlighted fields and send again.')).toBeTruthy();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('sara@example.com');
    const hint = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Enter a valid email address, like name@example.com.');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('tells the person to wait when the server answers 429', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'TooManyRequests', message: 'slow down' }, 429));
    renderForm();
    fillValid();
    send();
    expect(
      await screen.findByText(
        'You have sent several messages in a short time. Please wait a few minutes and try again.',
      ),
    ).toBeTruthy();
  });

  it('is in Arabic under /ar and sends lang ar', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'abc' }, 201));
    renderForm('/ar');
    fill(/الاسم الأول/, 'سارة');
    fill(/اسم العائلة/, 'الهاشمي');
    fill(/البريد الإلكتروني/, 'sara@example.com');
    fill(/الموضوع/, 'selling');
    fill(/الرسالة/, 'أرغب في بيع شقتي في جزيرة الريم.');
    fireEvent.click(screen.getByRole('button', { name: 'أرسل الرسالة' }));
    expect(await screen.findByText('تم إرسال رسالتك بنجاح!')).toBeTruthy();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ firstName: 'سارة', subject: 'selling', lang: 'ar', phone: '' });
  });
});
