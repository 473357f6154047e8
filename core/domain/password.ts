/** Password rules shared by the reset form, its machine and the server. */

/** The spec gives no password rule; 8 characters (code points) is the project's minimum. */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password the server hashes: enough for any passphrase, short enough to bound scrypt's input. */
export const PASSWORD_MAX_LENGTH = 256;
