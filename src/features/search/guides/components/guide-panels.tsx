import { Suspense } from 'react';
import { Loader } from '../../../../../design-system';
import type { SearchGuide } from '../../../../api/generated/model';
import { SearchResults } from '../../components/search-results';
import { newSearch, type SearchUrlState } from '../../utils/search-url';
import {
  institutionFilters,
  readAuthoritySearch,
  readIndexBrowse,
  writeAuthoritySearch,
  writeIndexBrowse,
} from '../utils/guide-url';
import { AuthorityGuideForm, AuthorityResults } from './authority-guide';
import { IndexBrowseResults, IndexEntryHeader, IndexGuideForm } from './index-guide';
import { NetworkGuideForm, NetworkResults } from './network-guide';
import { readOptionGuideSearch } from '../utils/option-guide-url';
import { OptionGuideForm } from './option-guide';

interface GuideProps {
  guide: SearchGuide;
  /** The search as the URL holds it. */
  state: SearchUrlState;
  /** The URL's parameters, for what the index and authority guides keep there. */
  params: URLSearchParams;
  /** Goes to a search of the catalogue (a new history entry). */
  onChange: (next: SearchUrlState, options?: { replace?: boolean }) => void;
  /** Goes to an index browse or an authority search (a new history entry). */
  onNavigate: (params: URLSearchParams) => void;
}

/** The form of the index, authority, network, archive, normative-acts or case-law guide (spec section 1). */
export function GuideForm({ guide, state, params, onChange, onNavigate }: GuideProps) {
  switch (guide.tipo) {
    case 'index': {
      const browse = readIndexBrowse(params);
      return (
        <IndexGuideForm
          key={`${browse.indice}|${browse.palavra}`}
          browse={browse}
          onBrowse={(next) => onNavigate(writeIndexBrowse(next))}
        />
      );
    }
    case 'authority': {
      const search = readAuthoritySearch(params);
      return (
        <AuthorityGuideForm
          key={`${search.autoridade}|${search.termo}`}
          search={search}
          onSearch={(next) => onNavigate(writeAuthoritySearch(next))}
        />
      );
    }
    case 'network':
      return (
        <NetworkGuideForm
          key={`${state.termo}|${state.tipo}|${state.similar}|${state.filtros.join(',')}`}
          state={state}
          onSearch={(search, institutions) =>
            onChange({
              ...newSearch(state, { ...search, linhas: null }),
              filtros: institutionFilters(institutions),
            })
          }
        />
      );
    case 'archive':
    case 'normative-acts':
    case 'jurisprudence': {
      const initial = readOptionGuideSearch(params, state);
      return (
        // Their texts are a namespace fetched with the form (not in the home page's first script).
        <Suspense fallback={<Loader fullPage={false} />}>
          <OptionGuideForm
            key={`${guide.codigo}|${params.get('consulta')}|${params.get('opcao')}|${params.get('campus')}|${state.filtros.join(',')}`}
            tipo={guide.tipo}
            initial={initial}
            state={state}
            onNavigate={onNavigate}
          />
        </Suspense>
      );
    }
    default:
      return null;
  }
}

/**
 * What a guide lists for the URL's search: index headings, or a heading's titles; authority
 * records; network records with their institutions; else the catalogue's results (local, other
 * repositories, new acquisitions: each guide's base and filters come from `toSearchParams`).
 */
export function GuideResults({ guide, state, params, onChange, onNavigate }: GuideProps) {
  switch (guide.tipo) {
    case 'index': {
      const browse = readIndexBrowse(params);
      if (state.linhas === null)
        return (
          <IndexBrowseResults
            guide={guide}
            browse={browse}
            onBrowse={(next) => onNavigate(writeIndexBrowse(next))}
          />
        );
      return (
        <>
          <IndexEntryHeader guide={guide} browse={browse} entry={state.linhas[0]?.termo ?? ''} />
          <SearchResults state={state} guide={guide} onChange={onChange} />
        </>
      );
    }
    case 'authority': {
      const search = readAuthoritySearch(params);
      return (
        <AuthorityResults
          guide={guide}
          search={search}
          onSearch={(next) => onNavigate(writeAuthoritySearch(next))}
        />
      );
    }
    case 'network':
      return <NetworkResults state={state} guide={guide} onChange={onChange} />;
    default:
      return <SearchResults state={state} guide={guide} onChange={onChange} />;
  }
}
