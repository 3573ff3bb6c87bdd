import type { ResponseData } from '@storefront/sdk';
import { api } from '../../session/api';

export type ContentType = ResponseData<'getBrandContentType'>['list'][number];
export type ContentSummary = ResponseData<'getBrandContentList'>['list'][number];
export type BrandContent = ResponseData<'getBrandContentDetail'>;

export async function loadContentTypes(parentId?: number): Promise<ContentType[]> {
  const result = await api.call('getBrandContentType', { body: parentId ? { type_id: parentId } : {} });
  return result.ok ? result.data.list : [];
}

export interface ContentQuery {
  typeId: number;
  brandName: string;
  brandId: number;
  search: string;
}

export async function loadContentList(query: ContentQuery): Promise<ContentSummary[] | null> {
  const result = await api.call('getBrandContentList', { body: {
    ...(query.typeId ? { type_id: query.typeId } : {}),
    ...(query.brandId ? { brand_id: query.brandId } : query.brandName ? { brand_name: query.brandName } : {}),
    ...(query.search.trim() ? { search_txt: query.search.trim() } : {}),
    page: 1,
    limit: 100,
  } });
  return result.ok ? result.data.list : null;
}

export async function loadContent(id: number): Promise<BrandContent | null> {
  const result = await api.call('getBrandContentDetail', { body: { brand_content_id: id } });
  return result.ok ? result.data : null;
}

/** The pages of a PDF as text, read without any PDF plugin; [] when it cannot be read. */
export async function loadPdfPages(url: string): Promise<string[][]> {
  try {
    const response = await fetch(url);
    if (!response.ok) return [];
    const bytes = new Uint8Array(await response.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    const { pdfPages } = await import('./pdf-text');
    return pdfPages(text);
  } catch {
    return [];
  }
}

export const KIND_LABEL: Record<number, string> = { 1: 'Image', 2: 'Images', 3: 'Video', 4: 'PDF' };
