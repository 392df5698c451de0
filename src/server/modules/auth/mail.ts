import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env';
import { OPERATOR_LINK_FIELD } from '../../logging';

// Sends the e-mail verification link: through SMTP when SMTP_URL is set, otherwise into the server's
// log for the operator (the only log field that is not scrubbed, see src/server/logging.ts).

export type VerificationMail = { to: string; link: string; userId: string };

export type Mailer = { sendVerification(mail: VerificationMail): Promise<void> };

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  let transport: Promise<{ sendMail(message: Record<string, string>): Promise<unknown> }> | undefined;
  const smtp = () => {
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(config.SMTP_URL));
    return transport;
  };

  return {
    async sendVerification({ to, link, userId }) {
      if (!config.SMTP_URL) {
        log.warn(
          { userId, [OPERATOR_LINK_FIELD]: link },
          'No SMTP_URL is set: open this e-mail verification link for the account, or send it to its owner',
        );
        return;
      }
      await (await smtp()).sendMail({
        from: config.MAIL_FROM,
        to,
        subject: 'Confirm your e-mail address for ThinkStreet',
        text: [
          'Someone (hopefully you) created a ThinkStreet account with this e-mail address.',
          '',
          `Confirm the address by opening this link within 24 hours:\n${link}`,
          '',
          'If it was not you, ignore this message; nothing changes.',
        ].join('\n'),
      });
      log.info({ userId }, 'verification e-mail sent');
    },
  };
}
