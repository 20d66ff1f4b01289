import { configure } from '@testing-library/react';

// Remote slots and the site-content query resolve asynchronously; on a busy machine that can take more than
// Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });
