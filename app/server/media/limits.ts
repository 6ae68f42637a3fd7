// The library's limits, in one place (the admin screens quote them).

export const MAX_FILE_BYTES = 60 * 1024 * 1024;
export const MAX_REQUEST_BYTES = 1024 * 1024 * 1024;
/** Decoded pixels a photo may have (a 100 MP medium-format file is the largest real one). */
export const MAX_INPUT_PIXELS = 100_000_000;
/** Files per request: 50 photos in one go, with room. */
export const MAX_FILES_PER_REQUEST = 100;

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
