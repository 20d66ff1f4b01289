// Font files are emitted by the bundler (rspack `asset/resource`, Vite in tests) and imported as their URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
