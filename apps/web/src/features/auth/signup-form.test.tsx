import { authMessages, validationMessages as v } from "@studio/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { strings } from "../../lib/strings";
import { fakeApi, trpcError } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { SignupForm } from "./signup-form";

const s = strings.signup;
const PENDING = "Account created. An administrator will review it shortly.";

function renderSignup(register: (input: unknown) => unknown) {
  const onRegistered = vi.fn();
  const rendered = renderWithApp(<SignupForm onRegistered={onRegistered} />, {
    api: fakeApi({ "auth.register": register }),
    route: "/signup",
  });
  return { ...rendered, onRegistered };
}

// The labels carry a required asterisk (hidden from screen readers): matched from the start.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe("sign-up form", () => {
  it("shows the shared schema's message under each field that is wrong, and sends nothing", async () => {
    const { user, api } = renderSignup(() => ({ message: PENDING }));

    await user.type(field(s.emailLabel), "dana-at-example");
    await user.type(field(s.passwordLabel), "short");
    await user.type(field(s.confirmPasswordLabel), "shorter");
    await user.click(screen.getByRole("button", { name: s.submit }));

    expect(await screen.findByText(v.usernameRequired)).toBeTruthy();
    expect(screen.getByText(v.emailInvalid)).toBeTruthy();
    expect(screen.getByText(v.passwordMinSignup)).toBeTruthy();
    expect(screen.getByText(v.passwordsDontMatch)).toBeTruthy();
    expect(screen.getByText(v.termsRequired)).toBeTruthy();
    expect(field(s.usernameLabel).getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toEqual([]);
  });

  it("sends the typed account (not the confirmation or the terms) and reports it created", async () => {
    const { user, api, onRegistered } = renderSignup(() => ({ message: PENDING }));

    await user.type(field(s.usernameLabel), " dana ");
    await user.type(field(s.emailLabel), "dana@example.com");
    await user.type(field(s.passwordLabel), "correct horse");
    await user.type(field(s.confirmPasswordLabel), "correct horse");
    await user.click(screen.getByRole("checkbox", { name: s.terms }));
    await user.click(screen.getByRole("button", { name: s.submit }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(PENDING));
    expect(api.inputsTo("auth.register")).toEqual([
      { username: "dana", email: "dana@example.com", password: "correct horse" },
    ]);
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText(authMessages.accountCreated)).toBeTruthy();
  });

  it("shows the server's reason when it refuses the account", async () => {
    const { user, onRegistered } = renderSignup(() =>
      trpcError("CONFLICT", "That username is taken."),
    );

    await user.type(field(s.usernameLabel), "dana");
    await user.type(field(s.emailLabel), "dana@example.com");
    await user.type(field(s.passwordLabel), "correct horse");
    await user.type(field(s.confirmPasswordLabel), "correct horse");
    await user.click(screen.getByRole("checkbox", { name: s.terms }));
    await user.click(screen.getByRole("button", { name: s.submit }));

    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText("That username is taken.")).toBeTruthy();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
