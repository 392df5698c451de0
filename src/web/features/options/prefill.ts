// "Trade it" from the strategy builder: a contract handed to the Simulator's options ticket once.
const KEY = 'thinkstreet:options-ticket';

/** `moneyness` is strike ÷ stock price in the builder; the ticket picks the chain's nearest strike. */
export type TicketPrefill = { symbol: string; type: 'call' | 'put'; moneyness: number; side: 'buy' | 'sell' };

export function setTicketPrefill(prefill: TicketPrefill): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(prefill));
  } catch {
    // Storage unavailable: the ticket simply opens empty.
  }
}

/**
 * The prefill for `symbol`, or undefined. It stays stored until the ticket has applied it
 * (`clearTicketPrefill`), so a Simulator that mounts twice while it loads still gets it.
 */
export function readTicketPrefill(symbol: string): TicketPrefill | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as TicketPrefill;
    return value.symbol === symbol ? value : undefined;
  } catch {
    return undefined;
  }
}

export function clearTicketPrefill(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}

/** The symbol a pending prefill is for, so the Simulator can select it first. */
export function pendingPrefillSymbol(): string | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as TicketPrefill).symbol : undefined;
  } catch {
    return undefined;
  }
}
