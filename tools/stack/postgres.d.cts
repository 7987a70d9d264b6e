export function postgresAvailable(): boolean;
export function startPostgres(options: {
  dir: string;
  port: number;
  settings?: string[];
  database?: string;
}): { url: string; stop(): void; pid(): number };
export function stopPostgres(dir: string): void;
