import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env';
import { OPERATOR_LINK_FIELD } from '../../logging';

// Sends the e-mail verification and password reset links: through SMTP when SMTP_URL is set,
// otherwise into the server's log for the operator (the only log field that is not scrubbed, see
// src/server/logging.ts).

export type VerificationMail = { to: string; link: string; userId: string };
export type PasswordResetMail = VerificationMail;
export type PasswordChangedMail = { to: string; userId: string };

export type Mailer = {
  sendVerification(mail: VerificationMail): Promise<void>;
  sendPasswordReset(mail: PasswordResetMail): Promise<void>;
  /** Tells the owner their password was reset (SMTP only: there is no link for the operator to pass on). */
  sendPasswordChanged(mail: PasswordChangedMail): Promise<void>;
};

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  let transport: Promise<{ sendMail(message: Record<string, string>): Promise<unknown> }> | undefined;
  const smtp = () => {
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(config.SMTP_URL));
    return transport;
  };
  const send = async (to: string, subject: string, lines: string[]) =>
    (await smtp()).sendMail({ from: config.MAIL_FROM, to, subject, text: lines.join('\n') });

  return {
    async sendVerification({ to, link, userId }) {
      if (!config.SMTP_URL) {
        log.warn(
          { userId, [OPERATOR_LINK_FIELD]: link },
          'No SMTP_URL is set: open this e-mail verification link for the account, or send it to its owner',
        );
        return;
      }
      await send(to, 'Confirm your e-mail address for ThinkStreet', [
        'Someone (hopefully you) created a ThinkStreet account with this e-mail address.',
        '',
        `Confirm the address by opening this link within 24 hours:\n${link}`,
        '',
        'If it was not you, ignore this message; nothing changes.',
      ]);
      log.info({ userId }, 'verification e-mail sent');
    },

    async sendPasswordReset({ to, link, userId }) {
      if (!config.SMTP_URL) {
        log.warn(
          { userId, [OPERATOR_LINK_FIELD]: link },
          'No SMTP_URL is set: this password reset link is for the account owner only; send it to them, never to anyone else',
        );
        return;
      }
      await send(to, 'Reset your ThinkStreet password', [
        'Someone (hopefully you) asked to reset the password of the ThinkStreet account that uses this e-mail address.',
        '',
        `Choose a new password by opening this link within 1 hour (it works once):\n${link}`,
        '',
        'If it was not you, ignore this message: your password stays as it is.',
      ]);
      log.info({ userId }, 'password reset e-mail sent');
    },

    async sendPasswordChanged({ to, userId }) {
      if (!config.SMTP_URL) return;
      await send(to, 'Your ThinkStreet password was changed', [
        'The password of the ThinkStreet account that uses this e-mail address was just reset, and every device signed in to it was signed out.',
        '',
        'If it was not you, reset it again at once from the sign-in page ("Forgot password?") and tell whoever runs this ThinkStreet.',
      ]);
      log.info({ userId }, 'password changed e-mail sent');
    },
  };
}
