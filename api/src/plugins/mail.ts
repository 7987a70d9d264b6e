import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import fp from 'fastify-plugin';
import type { MailConfig } from '../mail-settings';
import { type MailSender, startMailSender } from '../mail/sender';
import type { ShopConfiguration } from '../repositories/shop';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender (api/README.md, "Mail"). */
    mailSender: MailSender;
  }
  interface FastifyRequest {
    mailWritten: { written: boolean } | null;
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
 * closes, so a run under way finishes its mail and marks it. A request that wrote a mail
 * (mail/outbox.ts's enqueueMail, in its transaction) nudges the sender once it has answered, so
 * the mail leaves at once instead of at the next poll.
 */
export default fp<{
  mail: MailConfig;
  shop: ShopConfiguration;
  now: () => Date;
  publicUrl: string;
}>(
  async (app, { mail, shop, now, publicUrl }) => {
    app.decorate('mailSender', WAITING);
    await app.register(fastifyRequestContext);
    app.decorateRequest('mailWritten', null);
    app.addHook('onRequest', async (request) => {
      request.mailWritten = { written: false };
      requestContext.set('mailWritten', request.mailWritten);
    });
    // After the answer, so after the commit: the handler's transaction ended before it replied.
    app.addHook('onResponse', async (request) => {
      if (request.mailWritten?.written) app.mailSender.nudge();
    });
    const { smtpUrl } = mail;
    if (smtpUrl === null) {
      app.log.info('SMTP_URL is unset: mails wait in the outbox');
      return;
    }
    app.addHook('onReady', async () => {
      app.mailSender = startMailSender({
        ...mail,
        smtpUrl,
        database: app.database,
        shop,
        now,
        publicUrl,
        log: app.log,
      });
    });
    app.addHook('preClose', async () => {
      await app.mailSender.stop();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
