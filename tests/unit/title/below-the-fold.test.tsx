import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BelowTheFold } from '../../../src/lib/render/below-the-fold';

// What a title keeps below its first screen (its tabs) comes in a second pass on the visit's
// first page only, so later pages never flash the placeholder.
describe('BelowTheFold', () => {
  it('shows its placeholder first on the visit’s first page, then its content; later pages get the content at once', () => {
    const rendered: string[] = [];
    const Placeholder = () => {
      rendered.push('placeholder');
      return <p>placeholder</p>;
    };
    const page = () => (
      <BelowTheFold fallback={<Placeholder />}>
        <p>tabs</p>
      </BelowTheFold>
    );

    const first = render(page());
    expect(rendered).toEqual(['placeholder']);
    expect(screen.getByText('tabs')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    first.unmount();

    render(page());
    expect(rendered).toEqual(['placeholder']);
    expect(screen.getByText('tabs')).toBeTruthy();
  });
});
