import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailerFromEnv } from '../src/app.ts';
import { type AlertsTestApp, buildAlertsApp, linkIn, listingEvent } from './helpers/alerts-app.ts';

/** A local SMTP server that keeps every message it receives (raw RFC 5322 text). */
async function startSmtp() {
  const received: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let alerts: AlertsTestApp;
  let refuse = false;

  beforeAll(async () => {
    smtp = await startSmtp();
    // The service's own SMTP adapter, as SMTP_URL chooses it; the test keeps a copy of what is sent for links.
    const smtpMailer = mailerFromEnv('/nonexistent', 'https://manzil.test', { SMTP_URL: smtp.url });
    alerts = await buildAlertsApp();
    const copy = alerts.mailer;
    alerts.mailer.send = async (message) => {
      if (refuse) throw new Error('connect ECONNREFUSED');
      const sent = await smtpMailer.send(message);
      copy.sent.push(message);
      return sent;
    };
  });
  afterAll(async () => {
    await alerts?.close();
    await smtp?.close();
  });

  it('delivers the confirmation and the digest to the SMTP server, with List-Unsubscribe, in Arabic', async () => {
    await alerts.app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: { email: 'huda@example.ae', language: 'ar', search: { listingType: 'sale' } },
    });
    await alerts.waitForMail(1);
    const [confirmation] = alerts.mailer.sent;
    await alerts.app.inject({
      url: linkIn(confirmation as never, '/api/alerts/confirm').replace('https://manzil.test', ''),
    });
    await alerts.publish(listingEvent({ id: 8001, listingType: 'sale', titleAr: 'فيلا على البحر' }, 1));
    await alerts.waitForMail(2);
    const deadline = Date.now() + 10_000;
    while (smtp.received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.received).toHaveLength(2);
    const digest = smtp.received[1] as { to: string[]; raw: string };
    digest.raw = digest.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(digest.to).toEqual(['huda@example.ae']);
    expect(digest.raw).toMatch(
      /^List-Unsubscribe: <https:\/\/manzil\.test\/api\/alerts\/unsubscribe\?token=/m,
    );
    expect(digest.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(digest.raw).toMatch(/^From: Manzil <alerts@manzil\.test>/m);
    expect(digest.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(digest.raw).toMatch(/Content-Type: text\/html/);
  });

  it('an SMTP server that refuses keeps the confirmation from being lost: a 503 asks to try again', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const refusing = mailerFromEnv('/nonexistent', 'https://manzil.test', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    await expect(
      refusing.send({ to: 'x@example.ae', subject: 's', text: 't', html: 'h', headers: {}, kind: 'digest' }),
    ).rejects.toThrow();
    refuse = true;
    const response = await alerts.app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: { email: 'retry@example.ae', language: 'en', search: {} },
    });
    refuse = false;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    const again = await alerts.app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: { email: 'retry@example.ae', language: 'en', search: {} },
    });
    expect(again.statusCode).toBe(202);
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, naming the variable', () => {
    expect(() => mailerFromEnv('/x', 'https://manzil.test', { SMTP_URL: 'http://mail.example.ae' })).toThrow(
      /SMTP_URL/,
    );
  });
});
