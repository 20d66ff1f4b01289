import type { ComposedMail } from '../domain/messages.ts';

/** The mail port: SMTP (`SMTP_URL`) or, embedded, each message written as an .eml file under DATA_DIR/mail. */
export interface Mailer {
  readonly transport: 'smtp' | 'files';
  /** Sends (or stores) one message; resolves once the server accepted it (or the file is written). */
  send(message: ComposedMail): Promise<{ messageId: string }>;
  /** Whether the SMTP server answers (always true for files). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** `MAIL_FROM`, else `Manzil <alerts@host of PUBLIC_URL>`. */
export function senderFor(publicUrl: string, configured = process.env.MAIL_FROM): string {
  if (configured?.trim()) return configured.trim();
  const host = new URL(publicUrl).hostname;
  const domain = host.includes('.') ? host : 'localhost.localdomain';
  return `Manzil <alerts@${domain}>`;
}
