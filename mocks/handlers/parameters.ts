import { http, HttpResponse } from 'msw';
import type { Schemas } from '../schema-types';
import {
  currentProfile,
  type MockContext,
  operation,
  refuseUnlessAuthorized,
  requestLanguage,
} from './context';
import { routesOf } from './routes';
import { apiPath, notFound } from './http-answers';
import { pathId, recordOfPath } from './path-parameters';

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
  {
    codigo: 'arquivo',
    tipo: 'archive',
    ordem: 8,
    padrao: false,
    labels: { pt: 'Arquivo', en: 'Archive', es: 'Archivo' },
  },
  {
    codigo: 'atos-normativos',
    tipo: 'normative-acts',
    ordem: 9,
    padrao: false,
    labels: { pt: 'Atos normativos', en: 'Normative acts', es: 'Actos normativos' },
  },
  {
    codigo: 'jurisprudencia',
    tipo: 'jurisprudence',
    ordem: 10,
    padrao: false,
    labels: { pt: 'Jurisprudência', en: 'Case law', es: 'Jurisprudencia' },
  },
];

/** Self-service (autoatendimento) and mobile-app settings of each institution profile. */
const selfServiceByProfile: Record<string, Schemas['SelfService']> = {
  ufx: { showAuto: true, codBibAuto: 1, authAuto: 1, idiomaAuto: 1 },
  ify: { showAuto: false, codBibAuto: null, authAuto: null, idiomaAuto: null },
};
const appLayersByProfile: Record<string, Schemas['AppLayersSettings']> = {
  ufx: { ativo: true, url: 'https://app.ufx.example.org' },
  ify: { ativo: false, url: null },
};

/** The library whose hours stand for a campus: its first physical library. */
function campusLibrary(context: MockContext, cod_campus: number) {
  return context.db.libraries
    .findMany((q) => q.where({ cod_campus }))
    .filter((library) => library.fisica)
    .sort((a, b) => a.cod_biblioteca - b.cod_biblioteca)[0];
}

function openingHoursOf(
  context: MockContext,
  cod_biblioteca: number,
): Schemas['OpeningHours'] | undefined {
  const row = context.db.openingHours.findFirst((q) => q.where({ cod_biblioteca }));
  if (!row) return undefined;
  const { segunda, terca, quarta, quinta, sexta, sabado, domingo } = row;
  return { segunda, terca, quarta, quinta, sexta, sabado, domingo };
}

function section(context: MockContext, secao: string): Schemas['HomeSection'] {
  const row = context.db.parameterSections.findFirst((q) => q.where({ secao }));
  return { titulo: row?.titulo ?? '', conteudo: row?.conteudo ?? '' };
}

/** Upcoming events of one source (those not over yet), soonest first. */
function upcomingEvents(
  context: MockContext,
  origem: 'instituicao' | 'eventum',
): Schemas['InstitutionalEvent'][] {
  const now = context.settings.now();
  return context.db.institutionalEvents
    .findMany((q) => q.where({ origem }))
    .filter((event) => Date.parse(event.data_fim ?? event.data_inicio) >= now)
    .sort((a, b) => Date.parse(a.data_inicio) - Date.parse(b.data_inicio))
    .map(({ titulo, descricao, data_inicio, data_fim, local, link }) => ({
      titulo,
      descricao,
      data_inicio,
      data_fim,
      local,
      link,
    }));
}

/** Public parameters: start-up settings, home sections, FAQ, hours, events, self-service. */
export function parametersHandlers(context: MockContext) {
  const { publicGet } = routesOf(context);
  const activityOf = (raw: unknown) =>
    recordOfPath(
      raw,
      (id) => currentProfile(context).functionalities.find((item) => item.cod_atividade === id),
      'Atividade não encontrada',
    );
  return [
    publicGet('/parametros/secao_1', 'getHomeSection1', () =>
      HttpResponse.json(section(context, 'secao_1')),
    ),
    publicGet('/parametros/secao_2', 'getHomeSection2', () =>
      HttpResponse.json(section(context, 'secao_2')),
    ),
    publicGet('/parametros/faq', 'listFaq', () => {
      const answer: Schemas['FaqItem'][] = context.db.faq
        .all()
        .slice()
        .sort((a, b) => a.ordem - b.ordem)
        .map(({ pergunta, resposta }) => ({ pergunta, resposta }));
      return HttpResponse.json(answer);
    }),
    publicGet('/parametros/informacoes_gerais', 'getGeneralInformation', () => {
      const answer: Schemas['HtmlText'] = {
        texto: section(context, 'informacoes_gerais').conteudo,
      };
      return HttpResponse.json(answer);
    }),
    publicGet('/parametros/atividade/:id', 'getActivity', (_request, _url, params) => {
      const activity = activityOf(params.id);
      return activity.ok
        ? HttpResponse.json(activity.value satisfies Schemas['ActivityPermission'])
        : activity.answer;
    }),
    publicGet(
      '/parametros/atividade/:id/informativo',
      'getActivityNotice',
      (_request, _url, params) => {
        const activity = activityOf(params.id);
        if (!activity.ok) return activity.answer;
        // An institution writes notices for some activities only; the others answer empty text.
        const notice = context.db.parameterSections.findFirst((q) =>
          q.where({ secao: `atividade_${activity.value.cod_atividade}` }),
        );
        const answer: Schemas['HtmlText'] = { texto: notice?.conteudo ?? '' };
        return HttpResponse.json(answer);
      },
    ),
    publicGet('/parametros/atendimento', 'getOpeningHours', () => {
      // The institution's hours are those of its central library (code 1).
      const hours =
        openingHoursOf(context, 1) ??
        openingHoursOf(context, context.db.openingHours.all()[0]?.cod_biblioteca ?? 0);
      const closed: Schemas['OpeningHours'] = {
        segunda: null,
        terca: null,
        quarta: null,
        quinta: null,
        sexta: null,
        sabado: null,
        domingo: null,
      };
      return HttpResponse.json(hours ?? closed);
    }),
    publicGet(
      '/parametros/atendimento/:campus',
      'getCampusOpeningHours',
      (_request, _url, params) => {
        const campus = pathId(params.campus, 'campus');
        if (!campus.ok) return campus.answer;
        const library = campusLibrary(context, campus.value);
        const hours = library ? openingHoursOf(context, library.cod_biblioteca) : undefined;
        return hours ? HttpResponse.json(hours) : notFound('Campus não encontrado');
      },
    ),
    publicGet('/parametros/eventos_institucionais', 'listInstitutionalEvents', () =>
      HttpResponse.json(upcomingEvents(context, 'instituicao')),
    ),
    publicGet('/parametros/eventos_eventum', 'listEventumEvents', () =>
      HttpResponse.json(upcomingEvents(context, 'eventum')),
    ),
    publicGet('/parametros/autoatendimento', 'getSelfService', () =>
      HttpResponse.json(
        selfServiceByProfile[context.settings.profile] ?? selfServiceByProfile.ufx!,
      ),
    ),
    publicGet('/parametros/app-layers', 'getAppLayersSettings', () =>
      HttpResponse.json(appLayersByProfile[context.settings.profile] ?? appLayersByProfile.ufx!),
    ),
    http.get(
      apiPath('/parametros/funcionalidades'),
      operation(context, 'getFunctionalities', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
        return HttpResponse.json(currentProfile(context).functionalities);
      }),
    ),
    http.get(
      apiPath('/parametros/instituicao'),
      operation(context, 'getInstitution', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
        return HttpResponse.json(currentProfile(context).institution);
      }),
    ),
    http.get(
      apiPath('/parametros/guias-pesquisa'),
      operation(context, 'getSearchGuides', ({ request }) => {
        const refused = refuseUnlessAuthorized(context, request);
        if (refused) return refused;
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
