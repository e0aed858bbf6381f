import { lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { AppLayout } from "./components/app-layout";
import HomeRoute from "./routes/home";
import NotFoundRoute from "./routes/not-found";

// Everything but the landing page is split out so the home bundle stays small.
const LoginRoute = lazy(() => import("./routes/login"));
const SignupRoute = lazy(() => import("./routes/signup"));
const AdminLoginRoute = lazy(() => import("./routes/admin-login"));
const AdminDashboardRoute = lazy(() => import("./routes/admin-dashboard"));
const AdminUsersRoute = lazy(() => import("./routes/admin-users"));
const ChatRoute = lazy(() => import("./routes/chat"));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="login" element={<LoginRoute />} />
        <Route path="auth" element={<LoginRoute />} />
        <Route path="signup" element={<SignupRoute />} />
        <Route path="admin/login" element={<AdminLoginRoute />} />
        <Route path="admin" element={<AdminDashboardRoute />} />
        <Route path="admin/users" element={<AdminUsersRoute />} />
        <Route path="chat" element={<ChatRoute />} />
        <Route path="chat/:id" element={<ChatRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
