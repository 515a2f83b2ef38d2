/** Cache lifetime of the host SDK files in seconds: short, because their names carry no content hash. */
export const HOST_SDK_MAX_AGE_S = 300;
