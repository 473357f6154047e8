/**
 * What travels in the history entry's state rather than the address: a phone handed from the SMS
 * login to the registration page, or from the registration to the SMS login. A phone number is personal data; in the address it would land in
 * server logs, the browser history and the Referer of every link.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    /** The number the SMS login did not find, as typed; the registration form starts with it. */
    registrationPhone?: string;
    /** The number the registration found registered already, as typed; the SMS login starts with it. */
    loginPhone?: string;
  }
}

export {};
