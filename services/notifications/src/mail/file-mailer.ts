import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ComposedMail } from '../domain/messages.ts';
import type { Mailer } from './mailer.ts';

/**
 * Embedded mail: each message is composed as SMTP would send it (nodemailer's stream transport) and written to
 * `dir` as `<time>-<id>.eml`, readable by the owner only. Nothing leaves the machine; the admin's outgoing-mail
 * view shows what would have been sent, and any mail client opens the files.
 */
export function createFileMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'files',
    async send(message: ComposedMail) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(dir, name), info.message as Buffer, { mode: 0o600 });
      return { messageId: String(info.messageId) };
    },
    async check() {},
    async close() {},
  };
}
