import { vi } from 'vitest';

// The frontends' vitest config resolves styled-components to its browser build (for happy-dom), which refuses to
// run without a document; server code (a `// @vitest-environment node` test) gets the package's Node build, as
// the server bundle does. Tests with a document keep the browser build.
vi.mock('styled-components', async (importOriginal) =>
  typeof document === 'undefined'
    ? { ...((await import('styled-components/dist/styled-components.cjs.js' as string)) as object) }
    : importOriginal(),
);
