export declare const ESM_HOOK_MODULES: ReadonlyArray<string | RegExp>;
/**
 * Installs the import-in-the-middle loader (once per process). Only modules
 * imported after this can be patched through `import`; returns false when it
 * was already installed.
 */
export declare function installEsmHook(): boolean;
