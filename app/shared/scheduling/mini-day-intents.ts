// The two forms of /minis/<slug>, named once for the page and its action.
export const MINI_INTENTS = { hold: "hold", waitlist: "join-waitlist" } as const;
