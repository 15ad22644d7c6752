/**
 * The end screen is reachable only by navigating from the continue screen. The continue screen
 * allows it in memory just before navigating; a direct visit or a reload starts with an empty memory and goes home.
 * (Router state alone is not enough: the browser keeps history state across reloads.)
 */
const reachable = new Set<number>();

export const allowEndScreen = (evaluationId: number) => {
  reachable.add(evaluationId);
};

export const endScreenAllowed = (evaluationId: number) => reachable.has(evaluationId);
