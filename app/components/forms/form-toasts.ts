/** What a public form says when fields are missing, when sending failed, and when it went through. */
export interface FormToasts {
  missing: { title: string; description: string };
  failure: (studioEmail: string) => { title: string; description: string };
  success: { title: string; description: string };
}

/** Sending failed (the network, or the server): both public forms say so in these words. */
export const sendFailure = (email: string) => ({
  title: "Something went wrong",
  description: `Please try again or contact us directly at ${email}`,
});
