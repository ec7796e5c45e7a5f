// Apart from the account check's code, so a page can see there is nothing to check without loading it.
export const LOCAL_ACCOUNT_KEY = "local-account";
