/** The Dockerfile runtime stage's `COPY --from=build /app/<from> <to>` pairs. */
export function runtimeCopies(dockerfile: string): { from: string; to: string }[];
