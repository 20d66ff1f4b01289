// What the site uses of React Router, shared as the `react-router-dom` singleton (see sharedSingletons in
// index.mjs). A shared module keeps every export it has, so sharing the real package shipped all of React Router
// (data routers, server rendering, cookies, sessions: about 60 KB gzip) to every visitor; this module re-exports
// only the browser routing the pages use, and the rest is tree-shaken away. index.test.mjs checks that every name
// a frontend imports from 'react-router-dom' is exported here.
export {
  BrowserRouter,
  createPath,
  createSearchParams,
  generatePath,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
