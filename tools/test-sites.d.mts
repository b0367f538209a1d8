export declare const e2ePort: number;
export declare const unconfiguredPort: number;
export declare const standInPort: number;
export declare const standInOrigin: string;
export declare const nginxPort: number;
export declare const adminBackendPort: number;
export declare const adminDevPort: number;
export declare const testEmailService: {
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
};
export declare const exampleSiteDir: string;
export declare const configuredDist: string;
export declare const unconfiguredDist: string;
export declare const testBuildDay: string;
export declare const buildEnv: {
  configured: Record<string, string>;
  unconfigured: Record<string, string>;
};
