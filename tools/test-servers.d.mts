export declare const serversStartedVariable: string;
export interface TestServer {
  name: string;
  command: string;
  env: Record<string, string>;
  url: string;
  graceful?: boolean;
}
export declare const testServers: TestServer[];
export declare function withTestServers(command: string): Promise<number>;
