/**
 * The API's routes as the frontends call them: `'<METHOD> <path pattern>'` to what the route answers (and the body
 * it takes). `apiFetch` and the admin fetch of `@manzil/api-client` infer their answer from this table, so a caller
 * never picks a type of its own. Types only: a page that calls the API downloads nothing for it.
 *
 * Path patterns name their parameters as the services do (`/api/admin/emirates/:id`); the query string is given
 * apart (`query`), so one route serves every filter.
 */
import type { ChatRequest, ChatResponse, ChatSearchRequest } from './ai.ts';
import type {
  AdminAlertsResponse,
  AdminMailResponse,
  CreateAlertInput,
  CreateAlertResponse,
} from './alerts.ts';
import type { ActivityResponse } from './audit.ts';
import type {
  AdminSession,
  ChangePasswordInput,
  LoginAlertsResponse,
  LoginInput,
  LogoutResponse,
  VerifyResponse,
} from './auth.ts';
import type {
  AdminArea,
  AdminEmirate,
  AdminPropertyType,
  Area,
  AreaInput,
  Emirate,
  EmirateInput,
  Property,
  PropertyInput,
  PropertyType,
  PropertyTypeInput,
  SearchResponse,
} from './catalog.ts';
import type { ContactEnquiryCreated, ContactEnquiryInput, ContactEnquiryPage } from './contact.ts';
import type { SiteContent, SiteContentPatch, SiteContentVersion, SiteContentVersionList } from './content.ts';
import type { UploadImagesResponse } from './media.ts';
import type { LocationsResponse, SearchStatus } from './search.ts';

/** One route: its answer, and the body it takes when it takes one. */
interface Route<Answer, Body = never> {
  answer: Answer;
  body: Body;
}

export interface ApiRoutes {
  // catalog, public
  'GET /api/properties/search': Route<SearchResponse>;
  'GET /api/properties/detail': Route<Property>;
  'GET /api/properties/emirates': Route<Emirate[]>;
  'GET /api/properties/areas': Route<Area[]>;
  'GET /api/properties/property-types': Route<PropertyType[]>;
  // catalog, admin
  'GET /api/admin/emirates': Route<AdminEmirate[]>;
  'POST /api/admin/emirates': Route<AdminEmirate, EmirateInput>;
  'PUT /api/admin/emirates/:id': Route<AdminEmirate, EmirateInput>;
  'DELETE /api/admin/emirates/:id': Route<void>;
  'GET /api/admin/areas-with-emirates': Route<AdminArea[]>;
  'POST /api/admin/areas': Route<AdminArea, AreaInput>;
  'PUT /api/admin/areas/:id': Route<AdminArea, AreaInput>;
  'DELETE /api/admin/areas/:id': Route<void>;
  'GET /api/admin/property-types': Route<AdminPropertyType[]>;
  'POST /api/admin/property-types': Route<AdminPropertyType, PropertyTypeInput>;
  'PUT /api/admin/property-types/:id': Route<AdminPropertyType, PropertyTypeInput>;
  'DELETE /api/admin/property-types/:id': Route<void>;
  /** The page's total is in the `x-total-count` header. */
  'GET /api/admin/properties': Route<Property[]>;
  'POST /api/admin/properties': Route<Property, PropertyInput>;
  'PUT /api/admin/properties/:id': Route<Property, PropertyInput>;
  'DELETE /api/admin/properties/:id': Route<void>;
  // search
  'GET /api/search/locations': Route<LocationsResponse>;
  'GET /api/search/status': Route<SearchStatus>;
  // content
  'GET /api/content/site': Route<SiteContent>;
  'PUT /api/content/site': Route<SiteContent, SiteContentPatch>;
  'GET /api/content/site/versions': Route<SiteContentVersionList>;
  'GET /api/content/site/versions/:version': Route<SiteContentVersion>;
  'POST /api/content/site/versions/:version/restore': Route<SiteContent>;
  // contact
  'POST /api/contact': Route<ContactEnquiryCreated, ContactEnquiryInput>;
  'GET /api/contact': Route<ContactEnquiryPage>;
  // alerts (notifications)
  'POST /api/alerts': Route<CreateAlertResponse, CreateAlertInput>;
  'GET /api/admin/alerts': Route<AdminAlertsResponse>;
  'DELETE /api/admin/alerts/:id': Route<void>;
  'GET /api/admin/mail': Route<AdminMailResponse>;
  // auth
  'POST /api/admin/auth/login': Route<AdminSession, LoginInput>;
  'POST /api/admin/auth/verify': Route<VerifyResponse>;
  'POST /api/admin/auth/logout': Route<LogoutResponse>;
  'POST /api/admin/auth/password': Route<AdminSession, ChangePasswordInput>;
  'GET /api/admin/auth/alerts': Route<LoginAlertsResponse>;
  // audit
  'GET /api/admin/activity': Route<ActivityResponse>;
  // media (multipart: the body is FormData)
  'POST /api/media/images': Route<UploadImagesResponse, FormData>;
  // assistant
  'POST /api/ai/chat': Route<ChatResponse, ChatRequest>;
  /** Server-sent events (`delta`, `done`, `error`); `done` carries the ChatResponse. */
  'POST /api/ai/chat/stream': Route<ChatResponse, ChatRequest>;
  'POST /api/ai/search': Route<ChatResponse, ChatSearchRequest>;
}

export type ApiRoute = keyof ApiRoutes;
export type RouteMethod<R extends ApiRoute> = R extends `${infer M} ${string}` ? M : never;
export type RoutePattern<R extends ApiRoute> = R extends `${string} ${infer P}` ? P : never;
/** What the route answers (`void` for a 204). */
export type RouteAnswer<R extends ApiRoute> = ApiRoutes[R]['answer'];
/** The body the route takes; `never` when it takes none. */
export type RouteBody<R extends ApiRoute> = ApiRoutes[R]['body'];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The `:name` parameters of the route's path, each a string or a number. */
export type RouteParams<R extends ApiRoute> = { [K in ParamNames<RoutePattern<R>>]: string | number };

/** The method and the path of a route with its parameters filled in (URL-encoded). */
export function routeRequest(
  route: ApiRoute,
  params: Record<string, string | number> = {},
): { method: string; path: string } {
  const [method, pattern] = route.split(' ') as [string, string];
  return {
    method,
    path: pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? '')),
  };
}
