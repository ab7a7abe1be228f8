interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Page code and data are prefetched, except when the reader
 * asked to save data or the connection is slow-2g or 2g.
 */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}
