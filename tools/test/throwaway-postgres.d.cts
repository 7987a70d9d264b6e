export function postgresAvailable(): boolean;
export function startThrowawayPostgres(options: {
  dir: string;
  port: number;
  settings?: string[];
}): string;
export function stopThrowawayPostgres(dir: string): void;
