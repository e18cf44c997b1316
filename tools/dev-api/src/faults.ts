/**
 * The dev-only fault switch (issue 4): make every API answer 503 (the app then shows its maintenance
 * page, spec sections 2.1 and 8) and/or add latency. It exists only when the server starts in dev
 * mode; `/__dev/*` and the health check are exempt so the switch can always be turned off.
 */
export interface FaultState {
  /** Every response becomes a 503. */
  unavailable: boolean;
  /** Milliseconds added before each response. */
  latencyMs: number;
}

export const maxLatencyMs = 60_000;

export function faultsFromEnv(env: NodeJS.ProcessEnv): FaultState {
  const latency = Number(env['DEV_API_LATENCY_MS'] ?? 0);
  return {
    unavailable: ['1', 'true'].includes(env['DEV_API_UNAVAILABLE'] ?? ''),
    latencyMs: Number.isFinite(latency)
      ? Math.min(Math.max(0, Math.round(latency)), maxLatencyMs)
      : 0,
  };
}

export function isExemptFromFaults(path: string): boolean {
  // The Géoplateforme stand-ins play another service, which the API's maintenance does not stop.
  return path.startsWith('/__dev/') || path === '/__health' || path.startsWith('/geoplateforme/');
}
