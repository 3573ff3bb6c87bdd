import { rules, type ResponseData } from '@storefront/sdk';
import { signal } from '@preact/signals-core';
import { pagedResource } from '../../data/paged-resource';
import { listOf, resource } from '../../data/resource';
import { api } from '../../session/api';
import { caseListBody, EMPTY_CASE_FILTER, type CaseFilter } from './case-filter';

export type CaseType = ResponseData<'getCaseTypeList'>['list'][number];
export type CaseSubject = ResponseData<'getCaseSubjectList'>['list'][number];
export type CaseAttrGroup = ResponseData<'getCaseAttrList'>['list'][number];
export type CaseDetail = ResponseData<'getCaseDetail'>;
export type City = ResponseData<'getAllCity'>['list'][number];

/** The case brands (case types), for the brand tabs and the brand filter. */
export const caseTypes = resource({
  load: async (_all: 'all', signal) => {
    const result = await api.call('getCaseTypeList', { body: {}, signal });
    return listOf(result);
  },
});

export const caseSubjects = resource({
  load: async (_all: 'all', signal) => {
    const result = await api.call('getCaseSubjectList', { body: {}, signal });
    return listOf(result);
  },
});

export async function loadCases(filter: CaseFilter, page: number, signal?: AbortSignal, limit?: number) {
  const result = await api.call('getCaseList', {
    body: caseListBody(filter, page, limit),
    ...(signal ? { signal } : {}),
  });
  return result.ok ? result.data : null;
}

/** /cases' list, one per filter: its pages stay for a return from a case. */
export const casePages = pagedResource({
  load: async (filter: CaseFilter, page, signal) => (await loadCases(filter, page, signal))?.list ?? null,
});

/** What /cases' first render shows: the brand tabs, the subjects and the first cases (app/route-table.ts). */
export function startCases(): void {
  caseTypes.load('all');
  caseSubjects.load('all');
  casePages.load(EMPTY_CASE_FILTER);
}

/** The attribute groups of a set of case types ('3,5'), for the filter sheet. */
export const caseAttrs = resource({
  load: async (typeIds: string, signal) => {
    const result = await api.call('getCaseAttrList', { body: { type_id: typeIds }, signal });
    return listOf(result);
  },
});

/** The cities cases are in, for the location filter. */
export const caseCities = resource({
  load: async (_all: 'all', signal) => {
    const result = await api.call('getAllCity', { body: {}, signal });
    return listOf(result);
  },
});

/** A case's detail for another screen (its related lists): a look-up, not a view of the case. */
export const caseLookup = resource({
  load: (id: number, signal) =>
    api.call('getCaseDetail', { body: { case_id: id, record_view: rules.RECORD_VIEW.lookup }, signal }),
});

/** One case per id (loading it records a view, so favourites do not reload it: they show through favouriteState). */
export const caseDetail = resource({
  load: (id: number, signal) => api.call('getCaseDetail', { body: { case_id: id }, signal }),
});

async function loadSubjectPage(subjectId: number, page: number, signal: AbortSignal) {
  const result = await api.call('getCaseSubjectDetail', {
    body: { case_subject_id: subjectId, page, limit: rules.CATALOGUE_PAGE_SIZE },
    signal,
  });
  return result.ok ? result.data : null;
}

/** Each subject's banner, as its list's first page brought it: shown again with the list kept for a return. */
const subjectBanners = signal<ReadonlyMap<number, CaseSubject>>(new Map());

/** The subject's banner once its first page is here (null before). */
export const subjectBanner = (subjectId: number): CaseSubject | null => subjectBanners.value.get(subjectId) ?? null;

/** /cases-subject's list of cases, one per subject. */
export const subjectPages = pagedResource({
  load: async (subjectId: number, page, signal) => {
    const answer = await loadSubjectPage(subjectId, page, signal);
    if (answer && page === 1) subjectBanners.value = new Map(subjectBanners.peek()).set(subjectId, answer.banner);
    return answer?.list ?? null;
  },
});
