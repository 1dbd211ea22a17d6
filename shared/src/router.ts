/**
 * The router, as the parts use it. Module Federation provides a shared package whole, and
 * react-router-dom's data, server and RSC APIs would ride along on every page (about 50 KB
 * compressed); the parts share this module instead, and the build keeps only what it re-exports.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
