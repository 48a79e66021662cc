/** One part of a multipart form: a text field, or a file. */
export type TFormPart =
  | { name: string; value: string }
  | { name: string; file: Buffer; filename?: string; type?: string };

/**
 * A multipart/form-data body with several fields and files, in the given order, as a browser's
 * FormData sends it; spread the result into app.inject ({ payload, headers }).
 */
export function formData(parts: TFormPart[]) {
  const boundary = `----partsyard${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('file' in part) {
      const filename = part.filename ?? 'photo.png';
      const type = part.type ?? 'image/png';
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${filename}"\r\n` +
            `Content-Type: ${type}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`),
        Buffer.from(part.value, 'utf8'),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
