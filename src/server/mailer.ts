/**
 * The SMTP connection pool as a plugin: `app.mailer` (null without SMTP_URL), shared by the
 * contact form and the outbox, and closed with the app. Short timeouts, so a dead mail server
 * cannot hang a request.
 */
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Transporter | null;
  }
}

export const mailerPlugin = fp(
  async (app) => {
    const { smtpUrl } = app.config.mail;
    const mailer = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 })
      : null;
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer?.close());
  },
  { name: 'myv-mailer', fastify: '5.x' },
);
