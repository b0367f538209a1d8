import { standInOrigin } from '../../tools/test-sites.mjs';

/** How the stand-in answers the next request of a key (see tests/support/emailjs-stand-in.mjs). */
export type StandInReply =
  | { kind: 'ok' }
  | { kind: 'status'; status: number; text?: string }
  | { kind: 'hang' }
  | { kind: 'drop' }
  | { kind: 'hold' };

export interface ReceivedRequest {
  receivedAt: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as it arrived (UTF-8). */
  rawBody: string;
  body: unknown;
}

/** Tells the stand-in how to answer the next requests whose `template_params.email` is `key`. */
export async function queueReplies(key: string, replies: StandInReply[]): Promise<void> {
  const response = await fetch(`${standInOrigin}/__stand-in/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, replies }),
  });
  if (!response.ok) throw new Error(`stand-in: ${response.status} ${await response.text()}`);
}

/** Every send request the stand-in received for `key`, oldest first. */
export async function receivedRequests(key: string): Promise<ReceivedRequest[]> {
  const response = await fetch(`${standInOrigin}/__stand-in/requests?key=${encodeURIComponent(key)}`);
  return (await response.json()) as ReceivedRequest[];
}

/** Answers 200 "OK" to the requests held (`{ kind: 'hold' }`) for `key`. */
export async function releaseHeld(key: string): Promise<number> {
  const response = await fetch(`${standInOrigin}/__stand-in/release?key=${encodeURIComponent(key)}`, {
    method: 'POST',
  });
  return ((await response.json()) as { released: number }).released;
}
