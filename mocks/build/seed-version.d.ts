declare module 'virtual:mock-seed-version' {
  /** Hash of the seed's source files (mocks/build/seed-version-plugin.ts). */
  const version: string;
  export default version;
}
