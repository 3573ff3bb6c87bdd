import { rules } from '@storefront/sdk';
import type { FilePart } from './contract.js';

/** A file the checker puts into a multipart body. */
export interface SampleFile {
  name: string;
  /** The type the part declares (a server must not trust it). */
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The valid file: a generated 1x1 PNG (67 bytes, hard-coded with its layout in the SDK's
 * rules/one-pixel-png.ts, shared with the simulator's tests), the smallest image any image upload takes.
 */
export const SAMPLE_PNG: SampleFile = { name: 'conformance.png', type: 'image/png', bytes: rules.ONE_PIXEL_PNG };

/** Plain text dressed as a PNG (name and declared type): only a server that reads the bytes refuses it. */
export const TEXT_AS_PNG: SampleFile = {
  name: 'conformance.png',
  type: 'image/png',
  bytes: new TextEncoder().encode('conformance checker: a text file, not an image\n'),
};

/**
 * The samples a scenario may name instead of a file of its own (`files: {file: {sample: one-pixel.png}}`), and the
 * proxy writes when a walk uploaded exactly these bytes.
 */
export const NAMED_SAMPLES: Record<string, SampleFile> = {
  'one-pixel.png': SAMPLE_PNG,
  'text-dressed-as.png': TEXT_AS_PNG,
};

/** The name of the sample with exactly these bytes, if there is one. */
export function sampleNamed(bytes: Uint8Array): string | undefined {
  return Object.entries(NAMED_SAMPLES).find(
    ([, sample]) => sample.bytes.length === bytes.length && sample.bytes.every((b, i) => b === bytes[i]),
  )?.[0];
}

const acceptsPng = (part: FilePart) =>
  part.contentTypes.length === 0 || part.contentTypes.some((t) => t === 'image/png' || t === 'image/*' || t === '*/*');

/** The file a valid body sends for a part: the 1x1 PNG when the part takes PNG (or names no type), else text of its first type. */
export function validFileFor(part: FilePart): SampleFile {
  if (acceptsPng(part)) return SAMPLE_PNG;
  return {
    name: 'conformance.txt',
    type: part.contentTypes[0] ?? 'text/plain',
    bytes: new TextEncoder().encode('conformance checker\n'),
  };
}

/** A file the part must refuse: text declared as PNG, when the contract limits the part to image types. */
export function refusedFileFor(part: FilePart): SampleFile | undefined {
  if (part.contentTypes.length === 0 || !part.contentTypes.every((t) => t.startsWith('image/'))) return undefined;
  return TEXT_AS_PNG;
}

/** How reports show a file part. */
export function describeFile(file: SampleFile): string {
  return `<file ${file.name}, ${file.type}, ${file.bytes.length} bytes${file === SAMPLE_PNG ? ', a 1x1 PNG' : file === TEXT_AS_PNG ? ', plain text' : ''}>`;
}
