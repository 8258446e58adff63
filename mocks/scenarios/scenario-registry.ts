import { delay, HttpResponse } from 'msw';
import { errorAnswer } from '../handlers/http-answers';

/**
 * QA scenarios: any operation can be forced to answer a status, fail at the network level or
 * answer late, as data rather than code forks. Written as
 * `operationId:STATUS[=KEY][*TIMES]`, `operationId:network[*TIMES]` or `operationId:delay=MS`,
 * comma-separated (the `?mock=` URL parameter in the browser, MOCK_SCENARIOS in Node).
 */
export type ForcedAnswer =
  | { kind: 'status'; status: number; key?: string; times?: number }
  | { kind: 'network'; times?: number }
  | { kind: 'delay'; ms: number; times?: number };

const defaultMessages: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Token ausente, inválido ou expirado',
  403: 'Acesso negado',
  404: 'Registro não encontrado',
  422: 'Regra de negócio não atendida',
  429: 'Muitas tentativas consecutivas',
  430: 'ACESSO_BLOQUEADO',
  500: 'Erro inesperado',
};

export function parseScenarios(text: string | null | undefined): Map<string, ForcedAnswer> {
  const scenarios = new Map<string, ForcedAnswer>();
  for (const part of (text ?? '').split(',')) {
    const match = part
      .trim()
      .match(/^([A-Za-z]\w*):(network|delay=(\d+)|(\d{3})(?:=([A-Z0-9_]+))?)(?:\*(\d+))?$/);
    if (!match) continue;
    const [, operationId = '', what, delayMs, status, key, times] = match;
    const count = times ? Number(times) : undefined;
    if (what === 'network') scenarios.set(operationId, { kind: 'network', times: count });
    else if (delayMs)
      scenarios.set(operationId, { kind: 'delay', ms: Number(delayMs), times: count });
    else scenarios.set(operationId, { kind: 'status', status: Number(status), key, times: count });
  }
  return scenarios;
}

export function createScenarioRegistry(initial?: string) {
  const scenarios = parseScenarios(initial);

  /** Consumes one use of the operation's scenario, if any. */
  function take(operationId: string): ForcedAnswer | undefined {
    const scenario = scenarios.get(operationId);
    if (!scenario) return undefined;
    if (scenario.times !== undefined) {
      if (scenario.times <= 1) scenarios.delete(operationId);
      else scenarios.set(operationId, { ...scenario, times: scenario.times - 1 });
    }
    return scenario;
  }

  return {
    set: (text: string) => {
      scenarios.clear();
      for (const [id, answer] of parseScenarios(text)) scenarios.set(id, answer);
    },
    clear: () => scenarios.clear(),
    list: () => [...scenarios.entries()],
    /**
     * The forced answer for this call, or undefined to let the real handler answer
     * (after the forced delay, when the scenario is a delay).
     */
    async forcedAnswer(operationId: string): Promise<Response | undefined> {
      const scenario = take(operationId);
      if (!scenario) return undefined;
      if (scenario.kind === 'network') return HttpResponse.error();
      if (scenario.kind === 'delay') {
        await delay(scenario.ms);
        return undefined;
      }
      const message = scenario.key ?? defaultMessages[scenario.status] ?? `HTTP ${scenario.status}`;
      return errorAnswer(scenario.status, message, {
        ...(scenario.key ? { key: scenario.key } : {}),
        ...(scenario.status === 430 ? { key: 'ACESSO_BLOQUEADO', bloqueio: true } : {}),
      });
    },
  };
}

export type ScenarioRegistry = ReturnType<typeof createScenarioRegistry>;
