import fp from 'fastify-plugin';
import type { MailConfig } from '../mail-settings';
import { nudgeWhenMailDue } from '../mail/outbox';
import { type MailSender, startMailSender } from '../mail/sender';
import type { ShopConfiguration } from '../repositories/shop';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender (api/README.md, "Mail"). */
    mailSender: MailSender;
  }
}

/** Without SMTP_URL mails wait in the outbox until an instance that has one sends them. */
const WAITING: MailSender = {
  nudge: () => undefined,
  sendDue: async () => undefined,
  stop: async () => undefined,
};

/**
 * Starts this instance's mail sender once the app is ready and stops it before the database
 * closes, so a run under way finishes its mail and marks it. A transaction that wrote a mail
 * (mail/outbox.ts's enqueueMail) nudges the sender once it has committed, so the mail leaves at
 * once instead of at the next poll.
 */
export default fp<{
  mail: MailConfig;
  shop: ShopConfiguration;
  now: () => Date;
  publicUrl: string;
}>(
  async (app, { mail, shop, now, publicUrl }) => {
    app.decorate('mailSender', WAITING);
    const { smtpUrl } = mail;
    if (smtpUrl === null) {
      app.log.info('SMTP_URL is unset: mails wait in the outbox');
      return;
    }
    let stopNudges = (): void => undefined;
    app.addHook('onReady', async () => {
      const sender = startMailSender({
        ...mail,
        smtpUrl,
        database: app.database,
        shop,
        now,
        publicUrl,
        log: app.log,
      });
      app.mailSender = sender;
      stopNudges = nudgeWhenMailDue(app.database, sender.nudge);
    });
    app.addHook('preClose', async () => {
      stopNudges();
      await app.mailSender.stop();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
