import type { SentBody, UploadedFile } from './check.js';

/**
 * A multipart/form-data body as the app sent it: its text fields and its files with their declared names and types,
 * read by the platform's own form parser (the one `fetch` uses), so the recording can replay the upload byte for
 * byte. A body that does not parse is kept as unreadable, with the parser's reason.
 */
export async function readMultipart(contentType: string, bytes: Buffer | undefined): Promise<SentBody> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const form = await new Response(new Uint8Array(bytes ?? []), {
      headers: { 'content-type': contentType },
    }).formData();
    for (const [part, value] of form.entries()) {
      if (typeof value === 'string') fields[part] = value;
      else files.push({ part, name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  } catch (error) {
    return { kind: 'multipart', fields, files, unreadable: (error as Error).message };
  }
  return { kind: 'multipart', fields, files };
}
