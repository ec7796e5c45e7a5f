// Apart from the stack's storage code, so the header can look for a kept stack without loading it.
export const STACK_STORAGE_KEY = "current-stack";
export const META_STORAGE_KEY = "current-stack-meta";
