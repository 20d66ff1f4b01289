// What the site uses of React Router, shared as the `react-router-dom` singleton (see sharedSingletons in
// index.mjs). A shared module keeps every export it has, so sharing the real package shipped all of React Router
// (data routers, server rendering, cookies, sessions: about 60 KB gzip) to every visitor; this module re-exports
// only the names the pages' code imports (tests and server renderers use the real package), and the rest is
// tree-shaken away. index.test.mjs checks that every name a frontend's browser code imports from
// 'react-router-dom' is exported here: a remote needing another name adds it here.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
