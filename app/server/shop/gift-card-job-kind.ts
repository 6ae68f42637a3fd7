// The name of the gift-card mailing job (gift-card-job.server.ts), apart so that what queues it
// does not import the PDF code.
export const GIFT_CARD_MAIL_JOB = "gift-card-mail";
