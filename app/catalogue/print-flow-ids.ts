// The print flows' names, on their own so the flow kit and the offers can name a flow without
// importing the flows' declarations (print-flows.ts), which import them.
export const printFlowIds = ["floral", "landscape", "tulip", "golden-coast", "legacy"] as const;
export type PrintFlowId = (typeof printFlowIds)[number];
