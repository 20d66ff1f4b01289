import type { ComposedMail } from '../domain/messages.ts';
import type { Mailer } from './mailer.ts';

type MailTable = {
  outgoingMail: {
    create(args: {
      data: { to: string; subject: string; text: string; kind: string; transport: string; messageId: string };
    }): Promise<unknown>;
  };
};

/** Sends a message through the mail port and records it for the admin's outgoing-mail view. */
export async function recordMail(db: MailTable, mailer: Mailer, mail: ComposedMail): Promise<void> {
  const { messageId } = await mailer.send(mail);
  await db.outgoingMail.create({
    data: {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      kind: mail.kind,
      transport: mailer.transport,
      messageId,
    },
  });
}
