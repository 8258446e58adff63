import { http, HttpResponse } from 'msw';
import type { Schemas } from '../schema-types';
import {
  currentProfile,
  operation,
  refuseUnlessAuthorized,
  requestLanguage,
  type MockContext,
} from './context';
import { apiPath } from './http-answers';

type GuideLabels = Record<'pt' | 'en' | 'es', string>;

const searchGuides: (Omit<Schemas['SearchGuide'], 'descricao'> & { labels: GuideLabels })[] = [
  {
    codigo: 'geral',
    tipo: 'simple',
    ordem: 1,
    padrao: true,
    labels: { pt: 'Pesquisa geral', en: 'General search', es: 'Búsqueda general' },
  },
  {
    codigo: 'avancada',
    tipo: 'advanced',
    ordem: 2,
    padrao: false,
    labels: { pt: 'Pesquisa avançada', en: 'Advanced search', es: 'Búsqueda avanzada' },
  },
  {
    codigo: 'indices',
    tipo: 'index',
    ordem: 3,
    padrao: false,
    labels: { pt: 'Índices', en: 'Indexes', es: 'Índices' },
  },
  {
    codigo: 'autoridades',
    tipo: 'authority',
    ordem: 4,
    padrao: false,
    labels: { pt: 'Autoridades', en: 'Authorities', es: 'Autoridades' },
  },
  {
    codigo: 'repositorios',
    tipo: 'repositories',
    ordem: 5,
    padrao: false,
    labels: { pt: 'Outros repositórios', en: 'Other repositories', es: 'Otros repositorios' },
  },
  {
    codigo: 'rede',
    tipo: 'network',
    ordem: 6,
    padrao: false,
    labels: { pt: 'Catálogo da rede', en: 'Network catalogue', es: 'Catálogo de la red' },
  },
  {
    codigo: 'novas-aquisicoes',
    tipo: 'new-acquisitions',
    ordem: 7,
    padrao: false,
    labels: { pt: 'Novas aquisições', en: 'New acquisitions', es: 'Nuevas adquisiciones' },
  },
];

/** Start-up parameters: functionalities, institution and search guides of the active profile. */
export function parametersHandlers(context: MockContext) {
  return [
    http.get(
      apiPath('/parametros/funcionalidades'),
      operation(context, 'getFunctionalities', ({ request }) => {
        const refusal = refuseUnlessAuthorized(context, request);
        if (refusal) return refusal;
        return HttpResponse.json(currentProfile(context).functionalities);
      }),
    ),
    http.get(
      apiPath('/parametros/instituicao'),
      operation(context, 'getInstitution', ({ request }) => {
        const refusal = refuseUnlessAuthorized(context, request);
        if (refusal) return refusal;
        return HttpResponse.json(currentProfile(context).institution);
      }),
    ),
    http.get(
      apiPath('/parametros/guias-pesquisa'),
      operation(context, 'getSearchGuides', ({ request }) => {
        const refusal = refuseUnlessAuthorized(context, request);
        if (refusal) return refusal;
        const language = requestLanguage(request);
        const answer: Schemas['SearchGuide'][] = searchGuides.map(({ labels, ...guide }) => ({
          ...guide,
          descricao: labels[language],
        }));
        return HttpResponse.json(answer);
      }),
    ),
  ];
}
