/**
 * The message contentlayer's `onSuccess` (contentlayer.config.ts) sends to `npm run dev`
 * (lib/dev/dev.ts) once a generation of `.contentlayer/generated` is completely written.
 */
export const CONTENT_GENERATED = 'lumenize:content-generated';
