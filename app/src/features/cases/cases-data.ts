import { rules, type ResponseData } from '@storefront/sdk';
import { listOf, resource } from '../../data/resource';
import { api } from '../../session/api';
import { caseListBody, type CaseFilter } from './case-filter';

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
  const result = await api.call('getCaseList', { body: caseListBody(filter, page, limit), ...(signal ? { signal } : {}) });
  return result.ok ? result.data : null;
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
  load: (id: number, signal) => api.call('getCaseDetail', { body: { case_id: id, record_view: rules.RECORD_VIEW.lookup }, signal }),
});

/** One case per id (loading it records a view, so favourites do not reload it: they show through favouriteState). */
export const caseDetail = resource({
  load: (id: number, signal) => api.call('getCaseDetail', { body: { case_id: id }, signal }),
});

export async function loadSubjectPage(subjectId: number, page: number, signal: AbortSignal) {
  const result = await api.call('getCaseSubjectDetail', { body: { case_subject_id: subjectId, page, limit: rules.CATALOGUE_PAGE_SIZE }, signal });
  return result.ok ? result.data : null;
}
