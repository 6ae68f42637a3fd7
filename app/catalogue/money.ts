// Money is a rule browser and server share (app/shared/money.ts); the catalogue's screens read it here too.
export * from "~/shared/money";
