/** Set by vite.config.ts from tools/vite/geoServices.ts (build configuration, always defined). */
interface ImportMetaEnv {
  /** The Géoplateforme geocoder's base URL (or its dev stand-in). */
  readonly VITE_GEOCODING_URL: string;
  /** The Plan IGN v2 WMTS endpoint (or its dev stand-in). */
  readonly VITE_MAP_TILES_URL: string;
}
