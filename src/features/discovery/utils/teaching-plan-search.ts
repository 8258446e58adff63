import type { ListTeachingPlansParams, TeachingPlan } from '../../../api/generated/model';

/** The teaching-plan search as typed, or as read from the address (the API's own names). */
export interface TeachingPlanSearch {
  departamento: string;
  ano: string;
  /** '' (any), '1' or '2'. */
  semestre: string;
  periodo: string;
  disciplina: string;
  /** Library whose copies and loans are counted; '' for every library. */
  biblioteca: string;
}

/** `empty`: no search field filled (spec section 5); `ano`: a year that is not 1900-2999. */
export interface TeachingPlanSearchProblems {
  empty?: true;
  ano?: 'invalid';
}

export const emptyTeachingPlanSearch: TeachingPlanSearch = {
  departamento: '',
  ano: '',
  semestre: '',
  periodo: '',
  disciplina: '',
  biblioteca: '',
};

const fields = Object.keys(emptyTeachingPlanSearch) as (keyof TeachingPlanSearch)[];

/**
 * The fields that select plans. The library only says where copies and loans are counted (the
 * server does not take it as a criterion), so it alone is no search.
 */
const criteria = [
  'departamento',
  'ano',
  'semestre',
  'periodo',
  'disciplina',
] as const satisfies readonly (keyof TeachingPlanSearch)[];

const YEAR = /^\d{4}$/;
const isYear = (value: string) =>
  YEAR.test(value) && Number(value) >= 1900 && Number(value) <= 2999;

/** Spec section 5: "Teaching-plan search: at least one field filled"; a year must be a year. */
export function validateTeachingPlanSearch(
  search: TeachingPlanSearch,
): TeachingPlanSearchProblems | null {
  const problems: TeachingPlanSearchProblems = {};
  if (criteria.every((field) => search[field].trim() === '')) problems.empty = true;
  if (search.ano.trim() && !isYear(search.ano.trim())) problems.ano = 'invalid';
  return problems.empty || problems.ano ? problems : null;
}

/** Reads the search from the address; null when it holds no field at all (nothing asked yet). */
export function teachingPlanSearchOf(params: URLSearchParams): TeachingPlanSearch | null {
  const search = { ...emptyTeachingPlanSearch };
  for (const field of fields) search[field] = params.get(field) ?? '';
  return fields.some((field) => search[field] !== '') ? search : null;
}

export function searchOfTeachingPlanSearch(search: TeachingPlanSearch): Record<string, string> {
  const address: Record<string, string> = {};
  for (const field of fields) {
    const value = search[field].trim();
    if (value) address[field] = value;
  }
  return address;
}

/** The call's parameters of a valid search: empty fields are left out, numbers sent as numbers. */
export function teachingPlanParamsOf(search: TeachingPlanSearch): ListTeachingPlansParams {
  const text = (value: string) => value.trim() || undefined;
  const number = (value: string) => (value.trim() ? Number(value.trim()) : undefined);
  const params: ListTeachingPlansParams = {
    departamento: text(search.departamento),
    ano: number(search.ano),
    semestre: number(search.semestre),
    periodo: text(search.periodo),
    disciplina: text(search.disciplina),
    biblioteca: number(search.biblioteca),
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

/**
 * The order plans are shown in: the patron's own plans first (a teacher looks for the subjects
 * they teach), then the newest year and semester, then by subject name. Stable for equal plans.
 */
export function orderTeachingPlans(
  plans: readonly TeachingPlan[],
  locale: string,
  isOwn: (plan: TeachingPlan) => boolean = () => false,
): TeachingPlan[] {
  return plans
    .map((plan, index) => ({ plan, index, own: isOwn(plan) }))
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) ||
        b.plan.ano - a.plan.ano ||
        b.plan.semestre - a.plan.semestre ||
        a.plan.disciplina.descricao.localeCompare(b.plan.disciplina.descricao, locale) ||
        a.index - b.index,
    )
    .map(({ plan }) => plan);
}
