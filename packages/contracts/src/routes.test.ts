import { describe, expect, it } from 'vitest';
import { CHAT_SEARCH_PATH } from './ai-rules.ts';
import { ADMIN_ALERTS_PATH, ADMIN_MAIL_PATH, ALERTS_PATH } from './alerts-rules.ts';
import { ACTIVITY_PATH } from './audit-rules.ts';
import { CONTACT_PATH } from './contact-rules.ts';
import { SITE_CONTENT_PATH, SITE_CONTENT_VERSIONS_PATH } from './content-rules.ts';
import { type ApiRoute, routeRequest } from './routes.ts';

describe('routeRequest', () => {
  it('splits a route into its method and its path, the parameters filled in and encoded', () => {
    expect(routeRequest('GET /api/properties/emirates')).toEqual({
      method: 'GET',
      path: '/api/properties/emirates',
    });
    expect(routeRequest('PUT /api/admin/emirates/:id', { id: 7 })).toEqual({
      method: 'PUT',
      path: '/api/admin/emirates/7',
    });
    expect(routeRequest('DELETE /api/admin/alerts/:id', { id: 'a/b c' }).path).toBe(
      '/api/admin/alerts/a%2Fb%20c',
    );
  });

  it('names the same paths as the constants the services register', () => {
    const pathOf = (route: ApiRoute, params?: Record<string, number>) => routeRequest(route, params).path;
    expect(pathOf('POST /api/contact')).toBe(CONTACT_PATH);
    expect(pathOf('POST /api/alerts')).toBe(ALERTS_PATH);
    expect(pathOf('GET /api/admin/alerts')).toBe(ADMIN_ALERTS_PATH);
    expect(pathOf('GET /api/admin/mail')).toBe(ADMIN_MAIL_PATH);
    expect(pathOf('GET /api/admin/activity')).toBe(ACTIVITY_PATH);
    expect(pathOf('POST /api/ai/search')).toBe(CHAT_SEARCH_PATH);
    expect(pathOf('GET /api/content/site')).toBe(SITE_CONTENT_PATH);
    expect(pathOf('GET /api/content/site/versions/:version', { version: 3 })).toBe(
      `${SITE_CONTENT_VERSIONS_PATH}/3`,
    );
  });
});
