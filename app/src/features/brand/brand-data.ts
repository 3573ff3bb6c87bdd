import type { ResponseData } from '@storefront/sdk';
import { listOf, resource } from '../../data/resource';
import { api } from '../../session/api';
import { m } from '@storefront/sdk/i18n';

export type ContentType = ResponseData<'getBrandContentType'>['list'][number];
export type ContentSummary = ResponseData<'getBrandContentList'>['list'][number];
export type BrandContent = ResponseData<'getBrandContentDetail'>;

/** The content types: the top level for 0, else the sub-types of one. */
export const contentTypes = resource({
  load: async (parentId: number, signal) => {
    const result = await api.call('getBrandContentType', { body: parentId ? { type_id: parentId } : {}, signal });
    return listOf(result);
  },
});

export interface ContentQuery {
  typeId: number;
  brandName: string;
  brandId: number;
  search: string;
}

/** A brand's content of one type, matching a search (the first 100: the page has no paging). */
export const contentList = resource({
  load: async (query: ContentQuery, signal) => {
    const result = await api.call('getBrandContentList', {
      body: {
        // The call takes a type or a search, not both (docs/product/browsing.md#brands): a search looks through all the
        // brand's types.
        ...(query.search.trim() ? { search_txt: query.search.trim() } : query.typeId ? { type_id: query.typeId } : {}),
        ...(query.brandId ? { brand_id: query.brandId } : query.brandName ? { brand_name: query.brandName } : {}),
        page: 1,
        limit: 100,
      },
      signal,
    });
    return listOf(result);
  },
  isEmpty: (list: ContentSummary[]) => list.length === 0,
});

export const brandContent = resource({
  load: (id: number, signal) => api.call('getBrandContentDetail', { body: { brand_content_id: id }, signal }),
});

export const KIND_LABEL: Record<number, () => string> = {
  1: m.brand_kind_image,
  2: m.brand_kind_images,
  3: m.brand_kind_video,
  4: m.brand_kind_pdf,
};
