import { authMessages, type CurrentUser } from "@studio/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { strings } from "../../lib/strings";
import { fakeApi, trpcError } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { LoginForm } from "./login-form";

const s = strings.login;

const dana: CurrentUser = {
  id: 7,
  username: "dana",
  email: "dana@example.com",
  role: "user",
  approved: true,
  createdAt: "2026-10-01T08:00:00.000Z",
};

/** The login page and the page it sends a person to. */
function renderLogin(login: (input: unknown) => unknown) {
  const api = fakeApi({ "auth.login": login });
  return renderWithApp(
    <Routes>
      <Route
        path="/login"
        element={<LoginForm welcome={(user) => `Welcome back, ${user.username}!`} redirectTo="/" />}
      />
      <Route path="/" element={<h1>Studio home</h1>} />
    </Routes>,
    { api, route: "/login" },
  );
}

/** The toast on screen (one at a time, SPEC 9). */
async function toast() {
  return screen.findByRole("alert");
}

describe("sign-in form", () => {
  it("has labelled fields, the remember-me choice and the submit button", () => {
    renderLogin(() => dana);

    expect(screen.getByRole("textbox", { name: s.identifierLabel })).toBeTruthy();
    expect(screen.getByLabelText(s.passwordLabel)).toHaveProperty("type", "password");
    expect(screen.getByRole("checkbox", { name: s.rememberMe })).toHaveProperty("checked", false);
    expect(screen.getByRole("button", { name: s.submit })).toBeTruthy();
  });

  it("a blank field gets the shared 'missing information' message, and nothing is sent", async () => {
    const { user, api } = renderLogin(() => dana);

    await user.type(screen.getByRole("textbox", { name: s.identifierLabel }), "   ");
    await user.type(screen.getByLabelText(s.passwordLabel), "correct horse");
    await user.click(screen.getByRole("button", { name: s.submit }));

    const shown = await toast();
    expect(within(shown).getByText(authMessages.missingInformationTitle)).toBeTruthy();
    expect(within(shown).getByText(authMessages.missingInformation)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("sends what was typed (an email as email), then welcomes and moves on", async () => {
    const { user, api } = renderLogin(() => dana);

    await user.type(
      screen.getByRole("textbox", { name: s.identifierLabel }),
      "  dana@example.com ",
    );
    await user.type(screen.getByLabelText(s.passwordLabel), "correct horse");
    await user.click(screen.getByRole("checkbox", { name: s.rememberMe }));
    await user.click(screen.getByRole("button", { name: s.submit }));

    expect(await screen.findByRole("heading", { name: "Studio home" })).toBeTruthy();
    expect(api.inputsTo("auth.login")).toEqual([
      { email: "dana@example.com", password: "correct horse", rememberMe: true },
    ]);
    const shown = await toast();
    expect(within(shown).getByText(authMessages.loginSuccessTitle)).toBeTruthy();
    expect(within(shown).getByText("Welcome back, dana!")).toBeTruthy();
  });

  it("sends a username as username", async () => {
    const { user, api } = renderLogin(() => dana);

    await user.type(screen.getByRole("textbox", { name: s.identifierLabel }), "dana");
    await user.type(screen.getByLabelText(s.passwordLabel), "correct horse");
    await user.keyboard("{Enter}");

    await screen.findByRole("heading", { name: "Studio home" });
    expect(api.inputsTo("auth.login")).toEqual([
      { username: "dana", password: "correct horse", rememberMe: false },
    ]);
  });

  it("shows the server's reason when the sign-in is refused, and stays on the form", async () => {
    const { user } = renderLogin(() => trpcError("UNAUTHORIZED", authMessages.invalidCredentials));

    await user.type(screen.getByRole("textbox", { name: s.identifierLabel }), "dana");
    await user.type(screen.getByLabelText(s.passwordLabel), "wrong");
    await user.click(screen.getByRole("button", { name: s.submit }));

    const shown = await toast();
    expect(within(shown).getByText(authMessages.loginFailedTitle)).toBeTruthy();
    expect(within(shown).getByText(authMessages.invalidCredentials)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: s.submit })).toHaveProperty("disabled", false),
    );
    expect(screen.queryByRole("heading", { name: "Studio home" })).toBeNull();
  });
});
