let onUnauthorized: () => void = () => {};

/** The session registers here so that a 401 on any call made with a token ends it. */
export function whenUnauthorized(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = () => {};
  };
}

export const reportUnauthorized = (): void => onUnauthorized();
