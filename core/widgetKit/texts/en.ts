/** English: the one-tap button's actions and the floating panel's words (see `LanguageTexts`). */
import type { LanguageTexts } from './index.ts';

export default {
  actions: '{} with VK ID|Sign up|Get|Open|Calculate|Order|Place an order|Send a request|Take part',
  floating:
    'Sign in to {app} or create an account|Sign in to your {app} account|Register for the event|Apply with VK ID|Order from {app} with VK ID|Place your order with VK ID|Quick sign-up for {app}|Every feature of the service opens up, and your data stays protected.|Order with VK ID|Continue with VK ID|Close|Sign in with VK ID|Loading sign-in…|Sign-in is ready|Quick sign-in is unavailable',
} satisfies LanguageTexts;
