import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * next/image's markup — the same optimised `src`, `srcSet`, `sizes`, lazy loading and, with
 * `priority`, the preload — as a plain <img>, for images that never change after the page is drawn.
 * next/image's `Image` is a client component (5 KiB gzip with its loader) that every public page
 * loaded only to repeat what the server had already written (docs/benchmarks.md); getImageProps is
 * its documented way to get the attributes alone. Usable from server and client components.
 */
export function StaticImage({ priority = false, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, priority });
  if (priority) preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: props.fetchPriority });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes (getImageProps), `alt` among them
  return <img {...props} />;
}
