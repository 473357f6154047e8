/** Portal §2 «Dropdown selector»: the search box takes the focus this long after the list opens. */
export const SELECTOR_FOCUS_DELAY_MS = 250;
