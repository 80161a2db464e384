/** A port free on loopback right now: see free-port.mjs. */
export function freePort(): Promise<number>;
