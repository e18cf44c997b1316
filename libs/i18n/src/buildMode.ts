// The part of Vite's `import.meta.env` this library reads, declared here rather than through
// `vite/client` types so that every project type-checking these sources (libs/ui has no Vite types)
// accepts it. The declarations match vite/client's, so the two merge where both are present.
declare global {
  interface ImportMetaEnv {
    MODE: string;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

/**
 * Whether this is a production build (`vite build`, mode 'production'). Development, Vitest ('test'),
 * and any other mode ('e2e', 'staging') are not: there formatting errors throw. Read at each call,
 * not once, so a test can switch it with `vi.stubEnv('MODE', 'production')`.
 */
export function isProductionBuild(): boolean {
  return import.meta.env.MODE === 'production';
}
