// cssjanus (stylis-plugin-rtl's engine) ships no types; the tests of rtl-plugin.ts watch its one function.
declare module 'cssjanus' {
  const cssjanus: { transform(css: string, options?: Record<string, boolean>): string };
  export default cssjanus;
}
