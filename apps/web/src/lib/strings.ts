/**
 * UI copy that packages/shared does not define yet. Everything here is a candidate to move into
 * @studio/shared/messages; nothing here should duplicate a string that already lives there.
 */
export const strings = {
  meta: {
    description:
      "Leverage AI to create newsletters, marketing emails, and high-value content for your audience",
  },
  nav: {
    home: "Home",
    logIn: "Log In",
    logOut: "Log Out",
    chatAssistant: "Chat Assistant",
    myContent: "My Content",
    adminPanel: "Admin Panel",
    review: "Review",
    apiKeys: "API keys",
    menu: "Menu",
    openMenu: "Open menu",
    mainNavLabel: "Main",
    darkTheme: "Switch to dark theme",
    lightTheme: "Switch to light theme",
  },
  hero: {
    title: "Generate Content Effortlessly",
    copy: "Leverage AI to create newsletters, marketing emails, and high-value content for your audience",
    note: "No signup required",
    cta: "Try Our AI Bots",
  },
  bots: {
    sectionId: "bots-section",
    title: "Our AI Bots",
    subtitle: "Pick a bot and generate publish-ready content in seconds.",
  },
  footer: {
    copyright: (year: number, productName: string) =>
      `© ${year} ${productName}. All rights reserved.`,
  },
  login: {
    identifierLabel: "Email or Username",
    identifierPlaceholder: "you@company.com or username",
    passwordLabel: "Password",
    passwordPlaceholder: "Your password",
    rememberMe: "Remember me for 30 days",
    submit: "Log In",
    submitting: "Logging in...",
    noAccount: "Don't have an account?",
    signUpLink: "Sign up here",
    userSubtitle: "Log in to generate content and chat with the assistant.",
    adminSubtitle: "Sign in with your administrator account.",
    adminFooter: "Please contact admin for credentials",
  },
  signup: {
    title: "Create your account",
    subtitle: "Start generating content for your audience.",
    usernameLabel: "Username",
    emailLabel: "Email",
    passwordLabel: "Password",
    confirmPasswordLabel: "Confirm Password",
    terms: "I agree to the terms of service and privacy policy",
    submit: "Create account",
    submitting: "Creating account...",
    haveAccount: "Already have an account? Log in",
    approvalNote: "New accounts require admin approval before you can log in.",
    goToLogin: "Go to Login",
    marketingTitle: "Everything you need to publish faster",
    marketingCopy: "Join the publishers and marketers who draft their content with AI.",
    features: [
      "Automated newsletter content generation",
      "Marketing content with AI assistance (SAM)",
      "Free gift idea generator for promotions",
      "AI conversation assistant",
    ],
  },
  admin: {
    loading: "Loading admin dashboard...",
    dashboardTitle: "Admin Dashboard",
    accessDenied: "Access Denied",
    usersAdminOnly: "You need admin privileges to access user management.",
    usersTitle: "User Management",
  },
  chat: {
    title: "Chat Assistant",
    authRequired: "Please log in to use the Chat Assistant.",
    logIn: "Log In",
  },
  content: {
    signInRequired: "Log in to see your content.",
    itemSignInRequired: "Log in to open this item.",
  },
  notFound: {
    title: "404 Page Not Found",
    body: "Did you forget to add the page to the router?",
    home: "Back to home",
  },
  common: {
    loading: "Loading...",
  },
} as const;
