// What the four web apps import as 'react-router-dom' (rspack aliases the name to this file, see
// rspack-base.js). Module Federation shares this module as the 'react-router-dom' singleton, and a
// shared module keeps every export it has: sharing react-router itself sent all of it (≈ 50 KB
// brotli: data routers, fetchers, server rendering, Remix helpers) to every page. Re-exporting
// only what the apps use lets rspack drop the rest (react-router is side-effect free).
//
// Need another router export? Add it here; the build fails on an import this file lacks
// (rspack-base.js turns "export ... was not found" into an error).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
