import { Route, Routes } from "react-router-dom";
import { AppLayout } from "./components/app-layout";
import HomeRoute from "./routes/home";
import { LazyPage } from "./routes/lazy-page";
import NotFoundRoute from "./routes/not-found";

/**
 * Everything but the landing page is split out so the home bundle stays small; the chunk of the
 * page being opened is already on its way (lib/route-preload.ts and the server's Link hints).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="login" element={<LazyPage page="login" />} />
        <Route path="auth" element={<LazyPage page="login" />} />
        <Route path="signup" element={<LazyPage page="signup" />} />
        <Route path="admin/login" element={<LazyPage page="admin-login" />} />
        <Route path="admin" element={<LazyPage page="admin-dashboard" />} />
        <Route path="admin/users" element={<LazyPage page="admin-users" />} />
        <Route path="chat" element={<LazyPage page="chat" />} />
        <Route path="chat/:id" element={<LazyPage page="chat" />} />
        <Route path="content" element={<LazyPage page="content" />} />
        <Route path="content/:id" element={<LazyPage page="content-item" />} />
        <Route path="api-keys" element={<LazyPage page="api-keys" />} />
        <Route path="review" element={<LazyPage page="review" />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
