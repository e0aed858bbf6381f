/**
 * User-facing strings from SPEC.md (sections 2, 5 and 8), defined once so the server, the
 * forms and the tests all speak the same words.
 */
export const authMessages = {
  missingInformationTitle: "Missing information",
  missingInformation: "Please enter both email/username and password.",
  invalidCredentials: "Invalid email/username or password.",
  pendingApproval:
    "Your account is pending admin approval. Please try again once an administrator has approved it.",
  loginFailedTitle: "Login failed",
  loginFailedFallback: "Please check your credentials and try again.",
  loginSuccessTitle: "Login successful",
  loginWelcomeAdmin: "Welcome to the admin dashboard!",
  loginWelcomeUser: (username: string) => `Welcome back, ${username}!`,
  tooManyAttempts: (minutes: number) =>
    `Too many login attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  tooManySignups: (minutes: number) =>
    `Too many sign-ups from your network. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  notSignedIn: "You must be logged in to do that.",
  adminOnly: "You need admin privileges to do that.",
  registrationPending: "Registration successful. Your account is pending admin approval.",
  accountCreatedTitle: "Account Created",
  accountCreated: "Your account has been created and is pending admin approval.",
  signupErrorTitle: "Error",
  signupErrorFallback: "Failed to create account",
  signupErrorDescriptionFallback: "An error occurred during signup",
  registrationSuccessfulPanel: "Registration Successful",
  usernameTaken: "That username is already taken.",
  emailTaken: "An account with that email already exists.",
  logoutTitle: "Logged out",
  logoutDescription: "You have been logged out.",
  logoutFailedTitle: "Logout failed",
  logoutFailedFallback: "Failed to log out",
  authRequiredTitle: "Authentication Required",
  adminAuthRequired: "Please login to access the admin dashboard.",
} as const;

export const validationMessages = {
  usernameRequired: "Username is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  passwordRequired: "Password is required",
  passwordMinSignup: "Password must be at least 8 characters.",
  passwordMinAdmin: "Password must be at least 6 characters",
  passwordsDontMatch: "Passwords don't match.",
  termsRequired: "You must accept the terms and conditions.",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
} as const;

export const httpMessages = {
  bodyTooLarge: "The request body is too large (the limit is 1 MiB).",
  crossSite: "Cross-site requests are not allowed.",
  jsonOnly: "Requests that change data must send JSON (Content-Type: application/json).",
  notFound: "Not found.",
  internal: "Something went wrong on our side. Please try again.",
  unavailable: "The service is temporarily unavailable. Please try again shortly.",
  timeout: "The request took too long and was stopped.",
  invalidJson: "The request body is not valid JSON.",
  badUrl: "The address of this request is malformed.",
  tooManyStreams: (cap: number) =>
    `You already have ${cap} replies or generations in progress. Please wait for one to finish and try again.`,
} as const;
