// The name of the receipt job (receipt-job.server.ts), apart so that what queues it does not
// import the PDF code.
export const RECEIPT_JOB = "payment-receipt";
