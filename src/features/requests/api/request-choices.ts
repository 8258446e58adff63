import {
  CatalogueCardRequestTipoTrabalho,
  RequestKind,
  RequestStatus,
  SurveyRequestFormato,
  SwitchingRequestGrauDefesa,
  SwitchingType,
} from '../../../api/generated/model';

// The contract's closed lists the screens offer, in the contract's order (the generated enums
// are values, which only a feature's api folder may import).
export const requestKinds = Object.values(RequestKind);
export const requestStatuses = Object.values(RequestStatus);
export const switchingTypes = Object.values(SwitchingType);
export const defenceDegrees = Object.values(SwitchingRequestGrauDefesa);
export const surveyFormats = Object.values(SurveyRequestFormato);
export const workTypes = Object.values(CatalogueCardRequestTipoTrabalho);
