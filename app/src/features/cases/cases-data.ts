import type { ResponseData } from '@storefront/sdk';
import { api } from '../../session/api';
import { caseListBody, type CaseFilter } from './case-filter';

export type CaseType = ResponseData<'getCaseTypeList'>['list'][number];
export type CaseSubject = ResponseData<'getCaseSubjectList'>['list'][number];
export type CaseAttrGroup = ResponseData<'getCaseAttrList'>['list'][number];
export type CaseDetail = ResponseData<'getCaseDetail'>;
export type City = ResponseData<'getAllCity'>['list'][number];

export async function loadCaseTypes(): Promise<CaseType[]> {
  const result = await api.call('getCaseTypeList', { body: {} });
  return result.ok ? result.data.list : [];
}

export async function loadCaseSubjects(): Promise<CaseSubject[]> {
  const result = await api.call('getCaseSubjectList', { body: {} });
  return result.ok ? result.data.list : [];
}

export async function loadCases(filter: CaseFilter, page: number, limit?: number) {
  const result = await api.call('getCaseList', { body: caseListBody(filter, page, limit) });
  return result.ok ? result.data : null;
}

export async function loadCaseAttrs(typeIds: string): Promise<CaseAttrGroup[]> {
  const result = await api.call('getCaseAttrList', { body: { type_id: typeIds } });
  return result.ok ? result.data.list : [];
}

export async function loadCities(): Promise<City[]> {
  const result = await api.call('getAllCity', { body: {} });
  return result.ok ? result.data.list : [];
}

export async function loadCaseDetail(id: number): Promise<CaseDetail | null> {
  const result = await api.call('getCaseDetail', { body: { case_id: id } });
  return result.ok ? result.data : null;
}

export async function loadSubjectPage(subjectId: number, page: number) {
  const result = await api.call('getCaseSubjectDetail', { body: { case_subject_id: subjectId, page, limit: 30 } });
  return result.ok ? result.data : null;
}
