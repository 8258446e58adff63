import { useQuery } from '@tanstack/react-query';
import { titleQueries } from '../api/title-queries';
import { cssColour } from '../utils/css-colour';
import * as styles from './title-extras.css';

/**
 * The material type with its colour badge (`GET /acervo/{id}/cor`). The colour only repeats what
 * the text says, so the dot is hidden from assistive technology; without a colour (still loading,
 * failed, or not a #rrggbb value) the text stands alone.
 */
export function MaterialType({ codAcervo, name }: { codAcervo: number; name: string }) {
  const colour = cssColour(useQuery(titleQueries.color(codAcervo)).data?.cor);
  return (
    <span className={styles.materialType}>
      {colour ? (
        <span
          className={styles.swatch}
          aria-hidden="true"
          data-colour={colour}
          // The server's data, not a design choice: the one style that cannot come from tokens.
          style={{ backgroundColor: colour }}
        />
      ) : null}
      {name}
    </span>
  );
}
