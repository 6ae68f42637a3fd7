// The seeded wedding contract (a SAMPLE on the go-live checklist until she edits or deletes it):
// plain words, merge fields in braces. Not legal advice: a lawyer in Arizona should read it.

export const SAMPLE_WEDDING_CONTRACT = `This agreement is between **{photographer}** ("the photographer", "I") and **{client_names}** ("you"). It says what I will photograph, what you will receive, what it costs and what happens if plans change. Please read it all; ask me about anything that is unclear before you sign.

### 1. Your wedding

- **When:** {session_date}
- **Where:** {session_place}
- **Package:** {package}

If the time or the places of the day change, tell me at least 30 days before the wedding so I can plan the coverage with you.

### 2. What I will do and what you will receive

I will photograph your wedding as described in your package and deliver the edited images in a private online gallery you can download from. I choose which images to edit and deliver, and I edit them in my own style. I do not deliver unedited files (RAW files).

You will receive a few sneak peeks within 5 days of the wedding and the full gallery within the turnaround of your package (usually 5 to 6 weeks for a full day). If something outside my control delays the gallery, I will tell you and give you a new date.

### 3. Fees and payments

The total for your package is **{total}**, sales tax included where it applies. The payments are:

{schedule}

The first payment is the retainer of **{retainer}**, due when you sign. A payment that is more than 14 days late may be treated as a cancellation by you (see section 5), after I have reminded you in writing.

### 4. The retainer

The retainer holds your date: once you sign, I turn away other couples for that day. For that reason the retainer is **non-refundable**, except when I cancel (section 6). It counts towards your total.

### 5. If you reschedule or cancel

- **Rescheduling:** tell me in writing as soon as you can. If I am free on the new date, I will move your booking once at no charge and your payments count towards the new date. If I am not free, it is treated as a cancellation.
- **Cancelling:** tell me in writing. If you cancel more than 90 days before the wedding, you owe nothing beyond the retainer. Within 90 days, 50% of the total is due; within 30 days, the full total is due, because I can rarely book another wedding that late.

### 6. If I cannot be there

If I am ill, injured or otherwise unable to photograph your wedding, I will try to send another experienced photographer I trust, with your agreement. If no one suitable is available, I will refund everything you have paid, including the retainer. My responsibility is limited to that refund.

### 7. Copyright and how you may use the images

I own the copyright in the images, as the law says the photographer does. You receive a **personal-use licence**: you may print, share and post the images for your own, non-commercial use, for example on social media or as gifts. Please credit me when you post them where you can. You may not sell the images, enter them in contests or license them to others (such as a venue, a vendor or a magazine) without my written permission.

### 8. Model release (optional)

I would like to show some images of your day in my portfolio, on my website and on social media. Tell me before you sign if you prefer that I do not, and I will keep your images private. You can change your mind later in writing for future uses.

### 9. Limits of my responsibility

I take great care of your images and keep backups. If the images are lost or damaged through my fault (for example equipment failure or data loss), my responsibility is limited to refunding what you have paid for the affected coverage. I am not responsible for images missed because of guests, venue rules, weather, lighting or schedule changes outside my control.

### 10. Things no one can control

Neither of us is responsible for failing to perform this agreement because of events outside our reasonable control, such as severe weather, natural disasters, illness, government orders, or travel disruption ("force majeure"). If that happens, we will first try to find a new date together; if we cannot, I will refund what you have paid except the retainer.

### 11. The rules that apply

This agreement is governed by the laws of the State of Arizona. If we disagree, we will first try to settle it by talking in good faith; if that fails, the courts of Maricopa County, Arizona will decide.

### 12. The whole agreement

This document, together with the proposal you accept with it, is our whole agreement. It replaces anything we said or wrote before. Any change must be in writing and agreed by both of us. If one part of it cannot be enforced, the rest still applies.

### 13. Signing electronically

We both agree to sign this agreement electronically. Your typed name (and your drawn signature, if you add one) and my typed name are our signatures, with the same effect as signing on paper, under the federal ESIGN Act and Arizona's Electronic Transactions Act. You will receive a copy as a PDF by e-mail, and you may ask me for a paper copy at any time.
`;
