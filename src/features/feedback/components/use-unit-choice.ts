import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Campus, Library } from '../../../api/generated/model';
import { feedbackQueries } from '../api/feedback-queries';

const noCampuses: Campus[] = [];
const noLibraries: Library[] = [];

export interface UnitChoice {
  campuses: Campus[];
  libraries: Library[];
  /** The campus in use: the one picked, else the first of the list. */
  campus: number | null;
  /** The library in use: the one picked on this campus, else its first library; null when none. */
  library: number | null;
  chooseCampus: (campus: number) => void;
  chooseLibrary: (library: number) => void;
  isLoading: boolean;
  isError: boolean;
}

/**
 * Campus, then library of that campus (spec section 4, "Forms"). The first of each list is taken
 * until the patron picks another, so a single-campus network needs no choice; a campus without
 * libraries leaves no library, which keeps the forms from sending.
 */
export function useUnitChoice(): UnitChoice {
  const campusesQuery = useQuery(feedbackQueries.campuses());
  const campuses = campusesQuery.data?.data ?? noCampuses;
  const [chosenCampus, setChosenCampus] = useState<number | null>(null);
  const campus =
    chosenCampus !== null && campuses.some((item) => item.cod_campus === chosenCampus)
      ? chosenCampus
      : (campuses[0]?.cod_campus ?? null);

  const librariesQuery = useQuery({
    ...feedbackQueries.libraries(campus ?? 0),
    enabled: campus !== null,
  });
  const libraries = librariesQuery.data ?? noLibraries;
  // Kept per campus: returning to a campus must not keep a library of another one.
  const [chosenLibrary, setChosenLibrary] = useState<{ campus: number; library: number } | null>(
    null,
  );
  const library =
    chosenLibrary !== null &&
    chosenLibrary.campus === campus &&
    libraries.some((item) => item.cod_biblioteca === chosenLibrary.library)
      ? chosenLibrary.library
      : (libraries[0]?.cod_biblioteca ?? null);

  return {
    campuses,
    libraries,
    campus,
    library,
    chooseCampus: setChosenCampus,
    chooseLibrary: (next) => {
      if (campus !== null) setChosenLibrary({ campus, library: next });
    },
    isLoading: campusesQuery.isPending || (campus !== null && librariesQuery.isPending),
    isError: campusesQuery.isError || librariesQuery.isError,
  };
}
