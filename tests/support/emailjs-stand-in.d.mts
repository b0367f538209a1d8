import type { Server } from 'node:http';

export declare const SEND_PATH: string;
export declare function startStandIn(options?: {
  port?: number;
  host?: string;
}): Promise<{ server: Server; origin: string; close: () => Promise<void> }>;
export declare function checkSendBody(body: unknown, contentType: string | undefined): string | null;
