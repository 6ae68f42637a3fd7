// The seeded portrait-session contract (family, maternity, newborn, senior, couples…): a SAMPLE on
// the go-live checklist until she edits or deletes it. Not legal advice: a lawyer in Arizona should read it.

export const SAMPLE_PORTRAIT_CONTRACT = `This agreement is between **{photographer}** ("the photographer", "I") and **{client_names}** ("you") for a portrait session. It says what we will do, what you will receive, what it costs and what happens if plans change. Please ask me about anything that is unclear before you sign.

### 1. Your session

- **When:** {session_date}
- **Where:** {session_place}
- **Session:** {package}

Please arrive on time: if we start late because of a delay on your side, the session may be shorter so the next session is not delayed.

### 2. What you will receive

I will photograph the session as described in your package and deliver the edited images in a private online gallery you can download from, usually within 2 to 3 weeks. I choose which images to edit and deliver, and I edit them in my own style. I do not deliver unedited files (RAW files).

### 3. Fees and payments

The total for your session is **{total}**, sales tax included where it applies. The payments are:

{schedule}

The retainer of **{retainer}** is due when you sign; the rest is due as shown above.

### 4. The retainer

The retainer holds your date and time, so I do not offer them to anyone else. It is **non-refundable**, except when I cancel, and it counts towards your total.

### 5. Rescheduling and cancelling

- **Weather and illness:** outdoor sessions depend on the weather, and children get sick. If either of us needs to move the session for those reasons, we will find a new date together at no charge.
- **Rescheduling for other reasons:** tell me at least 7 days before the session and I will move it once at no charge.
- **Cancelling:** tell me in writing. The retainer is kept; nothing else is owed if you cancel more than 7 days before the session. Within 7 days, the full total is due.

### 6. If I cannot be there

If I cannot photograph your session, I will offer you a new date first. If no date suits you, I will refund everything you have paid, including the retainer. My responsibility is limited to that refund.

### 7. Copyright and how you may use the images

I own the copyright in the images. You receive a **personal-use licence**: you may print, share and post the images for your own, non-commercial use. Please credit me when you post them where you can. You may not sell the images, enter them in contests or use them to advertise a business without my written permission (branding sessions come with the business use agreed in your proposal).

### 8. Model release (optional)

I would like to show some images from the session in my portfolio, on my website and on social media. Tell me before you sign if you prefer that I do not; images of children are never shared without your agreement. You can change your mind later in writing for future uses.

### 9. Limits of my responsibility

If the images are lost or damaged through my fault, my responsibility is limited to a new session at no charge or a refund of what you have paid for the session. Please look after children and your belongings during the session: I am not responsible for injury or loss that I did not cause.

### 10. Things no one can control

Neither of us is responsible for failing to perform this agreement because of events outside our reasonable control, such as severe weather, natural disasters, illness, government orders or travel disruption ("force majeure"). If that happens, we will find a new date together; if we cannot, I will refund what you have paid except the retainer.

### 11. The rules that apply

This agreement is governed by the laws of the State of Arizona. If we disagree, we will first try to settle it by talking in good faith; if that fails, the courts of Maricopa County, Arizona will decide.

### 12. The whole agreement

This document, together with the proposal you accept with it, is our whole agreement and replaces anything we said or wrote before. Any change must be in writing and agreed by both of us. If one part of it cannot be enforced, the rest still applies.

### 13. Signing electronically

We both agree to sign this agreement electronically. Your typed name (and your drawn signature, if you add one) and my typed name are our signatures, with the same effect as signing on paper, under the federal ESIGN Act and Arizona's Electronic Transactions Act. You will receive a copy as a PDF by e-mail, and you may ask me for a paper copy at any time.
`;
