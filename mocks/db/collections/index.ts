import type { CollectionDefinition } from './define-collection';
import { accessStatisticsCollection } from './access-statistics';
import {
  professorsCollection,
  researchDatabasesCollection,
  subjectsCollection,
  teachingPlansCollection,
} from './academic';
import { institutionalEventsCollection } from './institutional-events';
import { permanentBasketCollection } from './permanent-basket';
import { sentEmailsCollection } from './sent-emails';
import { storageRequestsCollection } from './storage-requests';
import { authoritiesCollection } from './authorities';
import { campusesCollection } from './campuses';
import { copiesCollection } from './copies';
import { coursesCollection } from './courses';
import { faqCollection } from './faq';
import { institutionsCollection } from './institutions';
import { knowledgeAreasCollection } from './knowledge-areas';
import { languagesCollection } from './languages';
import { librariesCollection } from './libraries';
import { loanTypesCollection } from './loan-types';
import { networkTitlesCollection } from './network-titles';
import { openingHoursCollection } from './opening-hours';
import { parameterSectionsCollection } from './parameter-sections';
import { repositoriesCollection } from './repositories';
import { shelfCollectionsCollection } from './shelf-collections';
import { titlesCollection } from './titles';
import { workTypesCollection } from './work-types';
import { patronsCollection } from './patrons';
import { loansCollection } from './loans';
import { debitsCollection } from './debits';
import { deviationsCollection } from './deviations';
import { titleCommentsCollection } from './title-comments';
import { generalCommentsCollection } from './general-comments';
import { holdsCollection } from './holds';
import { patronRequestsCollection } from './patron-requests';
import { alertsCollection } from './alerts';
import { loanRequestsCollection } from './loan-requests';
import { acquisitionSuggestionsCollection } from './acquisition-suggestions';
import {
  areaAuthorSubjectInterestsCollection,
  periodicalInterestsCollection,
  workTypeInterestsCollection,
} from './interests';

/**
 * Every collection of the mock db. To add one (patrons, loans, holds...): write
 * `collections/<name>.ts` with its row type and definition, list it here, and return its
 * rows from a `seed/<name>.ts` builder wired into `seed/index.ts`.
 */
export const COLLECTION_DEFINITIONS = {
  permanentBasket: permanentBasketCollection,
  accessStatistics: accessStatisticsCollection,
  storageRequests: storageRequestsCollection,
  sentEmails: sentEmailsCollection,
  institutionalEvents: institutionalEventsCollection,
  subjects: subjectsCollection,
  professors: professorsCollection,
  teachingPlans: teachingPlansCollection,
  researchDatabases: researchDatabasesCollection,
  titles: titlesCollection,
  copies: copiesCollection,
  authorities: authoritiesCollection,
  campuses: campusesCollection,
  libraries: librariesCollection,
  openingHours: openingHoursCollection,
  faq: faqCollection,
  parameterSections: parameterSectionsCollection,
  workTypes: workTypesCollection,
  languages: languagesCollection,
  shelfCollections: shelfCollectionsCollection,
  loanTypes: loanTypesCollection,
  courses: coursesCollection,
  knowledgeAreas: knowledgeAreasCollection,
  repositories: repositoriesCollection,
  institutions: institutionsCollection,
  networkTitles: networkTitlesCollection,
  holds: holdsCollection,
  patronRequests: patronRequestsCollection,
  alerts: alertsCollection,
  loanRequests: loanRequestsCollection,
  acquisitionSuggestions: acquisitionSuggestionsCollection,
  areaAuthorSubjectInterests: areaAuthorSubjectInterestsCollection,
  periodicalInterests: periodicalInterestsCollection,
  workTypeInterests: workTypeInterestsCollection,
  patrons: patronsCollection,
  loans: loansCollection,
  debits: debitsCollection,
  deviations: deviationsCollection,
  titleComments: titleCommentsCollection,
  generalComments: generalCommentsCollection,
} as const;

export type CollectionName = keyof typeof COLLECTION_DEFINITIONS;

export type RowOf<N extends CollectionName> =
  (typeof COLLECTION_DEFINITIONS)[N] extends CollectionDefinition<infer T, infer _K> ? T : never;

export type SeedData = { readonly [N in CollectionName]: ReadonlyArray<RowOf<N>> };

export type { AuthorityRow, AuthorityType } from './authorities';
export type { PermanentBasketRow } from './permanent-basket';
export type { AccessStatisticRow } from './access-statistics';
export type { StorageRequestRow } from './storage-requests';
export type { SentEmailRow } from './sent-emails';
export type { InstitutionalEventRow } from './institutional-events';
export type { SubjectRow, ProfessorRow, TeachingPlanRow, ResearchDatabaseRow } from './academic';
export { AUTHORITY_TYPES } from './authorities';
export type { CampusRow } from './campuses';
export type { CopyRow, CopyStatus } from './copies';
export type { CourseRow } from './courses';
export type { FaqRow } from './faq';
export type { InstitutionRow } from './institutions';
export type { KnowledgeAreaRow } from './knowledge-areas';
export type { LanguageRow } from './languages';
export type { LibraryRow } from './libraries';
export type { LoanTypeRow } from './loan-types';
export type { NetworkTitleRow } from './network-titles';
export type { OpeningHoursRow } from './opening-hours';
export type { ParameterSectionRow } from './parameter-sections';
export type { RepositoryRow } from './repositories';
export type { ShelfCollectionRow } from './shelf-collections';
export type {
  TitleRow,
  TitleAuthor,
  TitleSubject,
  AuthorRole,
  AuthorKind,
  SubjectKind,
  SubdivisionKind,
} from './titles';
export { WORK_TYPE } from './titles';
export type { WorkTypeRow } from './work-types';
export type { PatronRow, PatronPersonalData, PatronRecovery } from './patrons';
export type { LoanRow } from './loans';
export type { DebitRow } from './debits';
export type { DeviationRow } from './deviations';
export type { TitleCommentRow, CommentStatus } from './title-comments';
export type { GeneralCommentRow } from './general-comments';
export type { HoldRow, HoldSituation } from './holds';
export { availabilityOf, copyAllowsHold, copyAvailableForLoan, lendableLoanTypes } from './holds';
export type { PatronRequestRow, PatronRequestKind, RequestStatusCode } from './patron-requests';
export type { AlertRow } from './alerts';
export type { LoanRequestRow } from './loan-requests';
export type { AcquisitionSuggestionRow, AcquisitionStatusCode } from './acquisition-suggestions';
export { ACQUISITION_STATUSES } from './acquisition-suggestions';
export type {
  AreaAuthorSubjectInterestRow,
  PeriodicalInterestRow,
  WorkTypeInterestRow,
  DsiKind,
} from './interests';
