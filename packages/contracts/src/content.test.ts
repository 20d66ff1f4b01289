import { describe, expect, it } from 'vitest';
import { SITE_CONTENT_SECTIONS, SiteContent } from './content.ts';

describe('site content contract', () => {
  it('lists every section of the document schema, in order', () => {
    expect(SITE_CONTENT_SECTIONS).toEqual(Object.keys(SiteContent.properties));
  });
});
