import nodemailer from 'nodemailer';
import type { ComposedMail } from '../domain/messages.ts';
import type { Mailer } from './mailer.ts';

/**
 * Mail over SMTP with nodemailer: `SMTP_URL` as nodemailer reads it (`smtp://user:pass@host:587`, `smtps://` for
 * TLS from the start). Connections are pooled; a refused message rejects `send`, and the caller tries again later.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    transport: 'smtp',
    async send(message: ComposedMail) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      return { messageId: String(info.messageId) };
    },
    async check() {
      await transport.verify();
    },
    async close() {
      transport.close();
    },
  };
}
