export interface ImageRef {
  name: string;
  tag?: string;
  digest?: string;
}

/** Splits `registry:port/path/name:tag@sha256:...` without mistaking a registry port for a tag. */
export function parseImageRef(ref: string): ImageRef {
  const [withoutDigest, digest] = ref.split('@', 2);
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  if (colon > slash) {
    return { name: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest };
  }
  return { name: withoutDigest, digest };
}

/**
 * Why an image reference is not pinned to an exact version, or undefined when it is.
 * Exact means a tag carrying at least major.minor (or major.minor.patch) and never `latest`.
 */
export function unpinnedReason(ref: string): string | undefined {
  const { tag } = parseImageRef(ref);
  if (!tag) return `${ref} has no tag`;
  if (/latest/i.test(tag)) return `${ref} uses a latest tag`;
  if (!/^v?\d+\.\d+(\.\d+)?([-.+][\w.-]+)?$/.test(tag))
    return `${ref} tag "${tag}" is not an exact version`;
  return undefined;
}
