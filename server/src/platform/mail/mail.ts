/** One message, as the outbox keeps it and the mailer sends it: always a plain-text part beside the HTML. */
export type Mail = { to: string; subject: string; text: string; html: string };
